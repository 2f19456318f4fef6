import { ApiProperty } from '@nestjs/swagger';
import { INPUT_LIMITS, type SectionEditBody } from '@trail/shared';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { NoControlCharacters, SingleLine, Trim } from '../../platform/validation';

export class SectionEditDto implements SectionEditBody {
  @ApiProperty({ maxLength: INPUT_LIMITS.contentTitle })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.contentTitle)
  title: string;

  @ApiProperty({ type: [String], description: 'The sub-topics, in order; resources and questions name one of them' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(INPUT_LIMITS.subTopicsPerSection)
  @ArrayUnique()
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @NoControlCharacters({ each: true })
  @MaxLength(INPUT_LIMITS.contentTitle, { each: true })
  sub: string[];

  @ApiProperty({ minimum: 0, maximum: INPUT_LIMITS.dueOffsetDays, description: 'Days from the start of the plan to the due date' })
  @IsInt()
  @Min(0)
  @Max(INPUT_LIMITS.dueOffsetDays)
  dueOffsetDays: number;

  @ApiProperty({ maxLength: INPUT_LIMITS.contentShortText, example: '2 weeks' })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.contentShortText)
  duration: string;
}
