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

const onWishlist = { $eq: ['$wishList.state', true] };

/** The fields VIEW_TALLIES reads, all in the tally index, so the count is covered by it. */
export const TALLY_FIELDS = { 'wishList.state': 1, done: 1, 'reminder.state': 1 } as const;

/** The same views as aggregation expressions, so the Home tiles count them in one pass. */
export const VIEW_TALLIES: Record<LearningView, Record<string, unknown>> = {
  progress: { $and: [{ $not: [onWishlist] }, { $eq: ['$done', false] }] },
  wishlist: onWishlist,
  history: { $not: [onWishlist] },
  reminders: { $eq: ['$reminder.state', true] },
};
