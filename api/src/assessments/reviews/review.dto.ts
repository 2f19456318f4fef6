import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ReviewAnswerBody } from '@trail/shared';
import { IsBoolean, IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../common/validators/no-control-characters';

export const MAX_FEEDBACK_LENGTH = 2000;

export class ReviewAnswerDto implements ReviewAnswerBody {
  @ApiProperty({ description: 'The answer meets the question' })
  @IsBoolean()
  pass: boolean;

  @ApiPropertyOptional({ description: 'What the learner reads with the verdict' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_FEEDBACK_LENGTH)
  @NoControlCharacters({ multiline: true })
  feedback?: string;
}

export class ReviewsQuery {
  @ApiProperty({ description: 'The track (field) whose pathway’s answers to list' })
  @IsMongoId()
  fieldId: string;
}

export class ReviewedAnswerParams {
  @IsMongoId()
  attemptId: string;

  @IsMongoId()
  questionId: string;
}
