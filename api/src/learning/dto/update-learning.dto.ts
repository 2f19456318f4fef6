import { ApiPropertyOptional } from '@nestjs/swagger';
import { RESOURCE_TYPES, type ResourceType, type UpdateLearningBody } from '@trail/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../../common/transforms/trim';
import { LEARNING_TITLE_MAX } from '../schemas/learning-resource.schema';
import { MICRO_SKILLS_MAX, MICRO_SKILL_MAX_LENGTH } from './create-learning.dto';
import { toMicroSkills } from './learning-transforms';
import { StateDto } from './state.dto';

export class UpdateLearningDto implements UpdateLearningBody {
  @ApiPropertyOptional({ maxLength: LEARNING_TITLE_MAX })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(LEARNING_TITLE_MAX)
  title?: string;

  @ApiPropertyOptional({ enum: RESOURCE_TYPES })
  @IsOptional()
  @IsIn(RESOURCE_TYPES)
  type?: ResourceType;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @Transform(toMicroSkills)
  @IsArray()
  @ArrayMaxSize(MICRO_SKILLS_MAX)
  @IsString({ each: true })
  @MaxLength(MICRO_SKILL_MAX_LENGTH, { each: true })
  microSkill?: string[];

  @ApiPropertyOptional({ type: StateDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => StateDto)
  wishList?: StateDto;

  @ApiPropertyOptional({ type: StateDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => StateDto)
  reminder?: StateDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  done?: boolean;
}
