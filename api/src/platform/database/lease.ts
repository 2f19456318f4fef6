import mongoose from 'mongoose';

/**
 * A lease on a document, for work with an outside effect that one instance at a time does: the claim's
 * filter says `field: leaseFree(now)` (nobody holds it, or the holder's lease lapsed, a crash's leftover),
 * its update sets `field: leaseUntil(now, ms)`, and the outcome's write unsets it.
 */
export const leaseFree = (now: Date) => mongoose.trusted({ $not: { $gt: now } });

/** When a lease taken now ends: longer than the work can take, so only a crash leaves one to lapse. */
export const leaseUntil = (now: Date, ms: number): Date => new Date(now.getTime() + ms);
