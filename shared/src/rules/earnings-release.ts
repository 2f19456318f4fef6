import { DISPUTE_WINDOW_HOURS } from '../constants/prices.js';

const HOUR_MS = 3_600_000;

/**
 * When a session's earnings become withdrawable: once it has ended and the dispute window has passed, so a
 * learner who was not met can say so before the money leaves Trail (decision 0073).
 */
export function earningsReleaseAt(sessionEndsAt: Date): Date {
  return new Date(sessionEndsAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR_MS);
}
