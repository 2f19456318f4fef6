import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsMongoId, Max, Min } from 'class-validator';
import { OptionalNotNull } from '../../platform/validation';

export const HISTORY_PAGE_MAX = 50;

/** A page of a money history, newest first: `before` is the last `_id` of the previous page. */
export class HistoryPageQuery {
  @ApiPropertyOptional({ description: 'The last _id of the previous page' })
  @OptionalNotNull()
  @IsMongoId({ message: 'before must be the _id of an item of the previous page' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: HISTORY_PAGE_MAX, default: 20 })
  @OptionalNotNull()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(HISTORY_PAGE_MAX)
  limit: number = 20;
}
