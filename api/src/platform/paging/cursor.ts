import { BadRequestException } from '@nestjs/common';
import { BAD_CURSOR_MESSAGE } from '@trail/shared';
import { isValidObjectId, trusted, Types } from 'mongoose';

/** A cursor's content: the last item's sort key, its unique tie-breaker last. */
export type CursorKey = readonly (string | null)[];

/** Opaque to callers (base64url of the key): they only pass it back. */
export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key inside a cursor of `length` parts, each a string or null; anything else is a 400 `{ error }`. */
export function decodeCursor(cursor: string, length: number): (string | null)[] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestException(BAD_CURSOR_MESSAGE);
  }
  if (!Array.isArray(key) || key.length !== length || !key.every((part) => part === null || typeof part === 'string')) {
    throw new BadRequestException(BAD_CURSOR_MESSAGE);
  }
  return key as (string | null)[];
}

/** `limit + 1` rows read: the extra one only says whether another page exists. */
export function pageOf<T>(rows: readonly T[], limit: number, keyOf: (row: T) => CursorKey): { items: T[]; hasMore: boolean; cursor?: string } {
  const items = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const last = items.at(-1);
  return hasMore && last !== undefined ? { items, hasMore, cursor: encodeCursor(keyOf(last)) } : { items, hasMore };
}

/** The key of a newest-first order on a date, the id breaking ties: [date as ISO (null where unset), id]. */
export const newestFirstKey = (date: unknown, id: Types.ObjectId): CursorKey => [date instanceof Date ? date.toISOString() : null, id.toHexString()];

/**
 * What follows a `newestFirstKey` cursor when `field` and `_id` are both sorted descending: an earlier
 * date, or the same date and a smaller id. Records without a date sort after every dated one.
 */
export function afterNewestFirst(cursor: string, field: string): Record<string, unknown> {
  const [date, id] = decodeCursor(cursor, 2);
  if (!isValidObjectId(id)) throw new BadRequestException(BAD_CURSOR_MESSAGE);
  const smallerId = { _id: trusted({ $lt: new Types.ObjectId(id!) }) };
  if (date === null) return { [field]: null, ...smallerId };
  const at = new Date(date ?? '');
  if (Number.isNaN(at.getTime())) throw new BadRequestException(BAD_CURSOR_MESSAGE);
  return { $or: [{ [field]: trusted({ $lt: at }) }, { [field]: at, ...smallerId }, { [field]: null }] };
}
