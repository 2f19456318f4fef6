import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INPUT_LIMITS, LEARNING_VIEWS, type LearningView, PAGE_SIZES, RESOURCE_TYPES, type ResourceType } from '@trail/shared';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { CursorParam } from '../../platform/paging';
import { NoControlCharacters, OptionalNotNull, Trim } from '../../platform/validation';
import { toList } from './learning-transforms';

export const PAGE_LIMIT_MAX = PAGE_SIZES.max;
const PAGE_MAX = PAGE_SIZES.lastPage;
const FILTER_TEXT_MAX = INPUT_LIMITS.filterText;

export class ListLearningQuery {
  @ApiProperty({ enum: LEARNING_VIEWS })
  @IsIn(LEARNING_VIEWS)
  view: LearningView;

  @ApiPropertyOptional({ description: 'Keyword in the title or the source' })
  @OptionalNotNull()
  @Trim()
  @IsString()
  @NoControlCharacters()
  @MaxLength(FILTER_TEXT_MAX)
  q?: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @Trim()
  @IsString()
  @NoControlCharacters()
  @MaxLength(FILTER_TEXT_MAX)
  skill?: string;

  @ApiPropertyOptional({ description: 'Comma list or repeated, e.g. types=Video,Course' })
  @OptionalNotNull()
  @Transform(toList)
  @IsArray()
  @IsIn(RESOURCE_TYPES, { each: true })
  types?: ResourceType[];

  @ApiPropertyOptional({ description: 'Part of the host, e.g. youtube' })
  @OptionalNotNull()
  @Trim()
  @IsString()
  @NoControlCharacters()
  @MaxLength(FILTER_TEXT_MAX)
  source?: string;

  /** Numbered pages for the callers that use them; `cursor` reads a later page at the cost of the first. */
  @ApiPropertyOptional({ minimum: 1, default: 1, description: 'Ignored when `cursor` is given' })
  @OptionalNotNull()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAGE_MAX)
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_SIZES.default })
  @OptionalNotNull()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAGE_LIMIT_MAX)
  limit: number = PAGE_SIZES.default;

  @CursorParam()
  cursor?: string;
}
