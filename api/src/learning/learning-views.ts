import type { LearningView } from '@trail/shared';
import { trusted } from 'mongoose';

const notOnWishlist = trusted({ $ne: true });

/**
 * Which resources each list (and Home tile) holds; see LEARNING_VIEWS in @trail/shared.
 * Operators are marked trusted because the connection sanitises filters built from input.
 */
export const VIEW_FILTERS: Record<LearningView, Record<string, unknown>> = {
  progress: { 'wishList.state': notOnWishlist, done: false },
  wishlist: { 'wishList.state': true },
  history: { 'wishList.state': notOnWishlist },
  reminders: { 'reminder.state': true },
};

/**
 * The Home tiles as counts of contiguous index ranges, which MongoDB answers by counting keys (COUNT_SCAN)
 * without reading or grouping them; each view is then a sum or a difference of these (decision 0068).
 * A `$ne` would split a range in two and lose the COUNT_SCAN, so "not on the wishlist" is spelt as "all minus
 * on it", or as "false, or unset": the state is only ever a boolean or, in records older code stored, absent.
 */
export const TILE_RANGES = {
  all: {},
  wishlist: { 'wishList.state': true },
  progressOff: { 'wishList.state': false, done: false },
  progressUnset: { 'wishList.state': null, done: false },
  reminders: { 'reminder.state': true },
} as const;

export type TileRange = keyof typeof TILE_RANGES;
export const TILE_RANGE_NAMES = ['all', 'wishlist', 'progressOff', 'progressUnset', 'reminders'] as const satisfies readonly TileRange[];

export function viewsFromRanges(n: Record<TileRange, number>): Record<LearningView, number> {
  return {
    progress: n.progressOff + n.progressUnset,
    wishlist: n.wishlist,
    history: n.all - n.wishlist,
    reminders: n.reminders,
  };
}
