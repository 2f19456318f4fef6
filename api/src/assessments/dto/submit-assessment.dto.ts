import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AssessmentAnswer, SubmitAssessmentBody } from '@trail/shared';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsMongoId, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NoControlCharacters, OptionalNotNull } from '../../platform/validation';

const MAX_ANSWER_LENGTH = 4000;
const MAX_ANSWERS = 200;

export class AssessmentAnswerDto implements AssessmentAnswer {
  @ApiProperty({ description: 'The question’s _id' })
  @IsMongoId()
  question: string;

  @ApiPropertyOptional({ description: 'The chosen option (obj), or the text (text, link)' })
  @OptionalNotNull()
  @IsString()
  @MaxLength(MAX_ANSWER_LENGTH)
  @NoControlCharacters({ multiline: true })
  answer?: string;

  @ApiPropertyOptional({ type: [String], description: 'The chosen options (check)' })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  @NoControlCharacters({ each: true })
  answers?: string[];
}

export class SubmitAssessmentDto implements SubmitAssessmentBody {
  @ApiProperty({ type: [AssessmentAnswerDto] })
  @IsArray()
  @ArrayMaxSize(MAX_ANSWERS)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => AssessmentAnswerDto)
  assessment: AssessmentAnswerDto[];
}
