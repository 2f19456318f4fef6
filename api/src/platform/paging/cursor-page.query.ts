import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { BAD_CURSOR_MESSAGE, CURSOR_PAGE_SIZES } from '@trail/shared';
import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OptionalNotNull } from '../validation';

/** `?limit=` of a list's first page; each route picks its default page size. */
export class PageLimitQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: CURSOR_PAGE_SIZES.max })
  @OptionalNotNull()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(CURSOR_PAGE_SIZES.max)
  limit?: number;
}

/** `?cursor=`: the `cursor` a list's previous page gave out, passed back as it was. */
export const CursorParam = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'The `cursor` of the previous page, as given' }),
    OptionalNotNull(),
    IsString(),
    MaxLength(400),
    Matches(/^[A-Za-z0-9_-]+$/, { message: BAD_CURSOR_MESSAGE }),
  );

/** `?limit=&cursor=` of a cursor-paged list. */
export class CursorPageQuery extends PageLimitQuery {
  @CursorParam()
  cursor?: string;
}
