import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REVIEW_QUEUE_STATUSES, type ReviewAnswerBody, type ReviewQueueStatus } from '@trail/shared';
import { IsBoolean, IsIn, IsMongoId, IsString, MaxLength } from 'class-validator';
import { CursorPageQuery } from '../../platform/paging';
import { NoControlCharacters, OptionalNotNull } from '../../platform/validation';

export const MAX_FEEDBACK_LENGTH = 2000;

export class ReviewAnswerDto implements ReviewAnswerBody {
  @ApiProperty({ description: 'The answer meets the question' })
  @IsBoolean()
  pass: boolean;

  @ApiPropertyOptional({ description: 'What the learner reads with the verdict' })
  @OptionalNotNull()
  @IsString()
  @MaxLength(MAX_FEEDBACK_LENGTH)
  @NoControlCharacters({ multiline: true })
  feedback?: string;
}

export class ReviewsQuery extends CursorPageQuery {
  @ApiProperty({ description: 'The track (field) whose pathway’s answers to list' })
  @IsMongoId()
  fieldId: string;
}

export class ReviewQueueQuery extends ReviewsQuery {
  @ApiPropertyOptional({ enum: REVIEW_QUEUE_STATUSES, default: 'toReview', description: 'The answers still waiting (oldest first) or those judged (latest verdict first)' })
  @OptionalNotNull()
  @IsIn(REVIEW_QUEUE_STATUSES)
  status?: ReviewQueueStatus;
}

export class ReviewedAnswerParams {
  @IsMongoId()
  attemptId: string;

  @IsMongoId()
  questionId: string;
}
