import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IMPORT_BATCH_SIZE, type ImportBody, type ImportItem, INPUT_LIMITS, RESOURCE_TYPES, type ResourceType } from '@trail/shared';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsISO8601, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NoControlCharacters, OptionalNotNull, SingleLine, Trim } from '../../platform/validation';
import { IsHttpLink, toMicroSkills } from '../../learning';

export class ImportItemDto implements ImportItem {
  @ApiProperty({ maxLength: INPUT_LIMITS.learningTitle })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.learningTitle)
  title: string;

  @ApiProperty()
  @Trim()
  @NoControlCharacters()
  @IsHttpLink(INPUT_LIMITS.link)
  link: string;

  @ApiProperty({ enum: RESOURCE_TYPES })
  @IsIn(RESOURCE_TYPES)
  type: ResourceType;

  @ApiProperty({ type: [String] })
  @Transform(toMicroSkills)
  @IsArray()
  @ArrayMaxSize(INPUT_LIMITS.microSkillsPerResource)
  @IsString({ each: true })
  @NoControlCharacters({ each: true })
  @MaxLength(INPUT_LIMITS.microSkillName, { each: true })
  microSkill: string[];

  @ApiProperty()
  @IsBoolean()
  wishList: boolean;

  @ApiPropertyOptional({ description: 'When it was saved in the other app (ISO 8601)' })
  @OptionalNotNull()
  @IsISO8601({ strict: true })
  savedAt?: string;
}

export class ImportDto implements ImportBody {
  @ApiProperty({ type: [ImportItemDto], maxItems: IMPORT_BATCH_SIZE })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(IMPORT_BATCH_SIZE, { message: `Send at most ${IMPORT_BATCH_SIZE} items at a time` })
  @ValidateNested({ each: true })
  @Type(() => ImportItemDto)
  items: ImportItemDto[];
}
