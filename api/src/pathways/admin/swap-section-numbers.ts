import type { ClientSession, Model } from 'mongoose';

/**
 * Swaps two section numbers in `model`'s documents matching `filter`, inside the caller's transaction.
 * Three steps through a negative number, none of which gives two documents the same key at any
 * moment, so a unique index that holds the number (an attempt's, a grant's) never trips mid-swap.
 */
export async function swapSectionNumbers<T>(model: Model<T>, filter: Record<string, unknown>, a: number, b: number, session: ClientSession): Promise<void> {
  const move = (from: number, to: number) => model.updateMany({ ...filter, section: from }, { $set: { section: to } }, { session }).exec();
  await move(a, -b);
  await move(b, a);
  await move(-b, b);
}
