import { BOOKING_LIMITS } from '../constants/booking-limits.js';
import { BOOKING_MESSAGES } from '../constants/booking-messages.js';

const HOUR_MS = 3_600_000;

/** What a learner has outstanding when they ask to hold more hours. */
export interface HoldHistory {
  /** When each of their live, unpaid holds (one per booking request) lapses. */
  unpaidHoldsEndAt: readonly Date[];
  /** When each of their holds ended unpaid (its time ran out, or Paystack reported it failed or abandoned). */
  lapsedAt: readonly Date[];
}

export interface HoldLimit {
  limit: 'hours' | 'unpaid-holds' | 'lapses';
  message: string;
  /** When the same request may succeed (none for too many hours: that one needs fewer hours). */
  retryAt?: Date;
}

/**
 * When a learner whose holds lapsed too often may hold again: once fewer than
 * `lapsesBeforeWait` of their lapses are within the last `lapseWindowHours`. Null: they need not wait.
 */
export function lapseWaitUntil(lapsedAt: readonly Date[], now: Date): Date | null {
  const windowMs = BOOKING_LIMITS.lapseWindowHours * HOUR_MS;
  const recent = lapsedAt
    .map((at) => at.getTime())
    .filter((at) => at > now.getTime() - windowMs && at <= now.getTime())
    .sort((a, b) => a - b);
  if (recent.length < BOOKING_LIMITS.lapsesBeforeWait) return null;
  // The wait ends when all but (lapsesBeforeWait - 1) of them have left the window.
  return new Date(recent[recent.length - BOOKING_LIMITS.lapsesBeforeWait]! + windowMs);
}

/**
 * Whether a new hold of `hours` hours is refused, and why (security review M4, decision 0075): too many
 * hours in one request, a wait after too many lapses, or too many unpaid holds at once. Null: it may go ahead.
 */
export function holdLimitProblem(hours: number, history: HoldHistory, now: Date): HoldLimit | null {
  if (hours > BOOKING_LIMITS.maxHoursPerBooking) return { limit: 'hours', message: BOOKING_MESSAGES.tooManyHours };
  const waitUntil = lapseWaitUntil(history.lapsedAt, now);
  if (waitUntil) return { limit: 'lapses', message: BOOKING_MESSAGES.holdsLapsed(waitUntil), retryAt: waitUntil };
  const live = history.unpaidHoldsEndAt.filter((end) => end.getTime() >= now.getTime());
  if (live.length >= BOOKING_LIMITS.maxUnpaidHolds) {
    const firstEnd = Math.min(...live.map((end) => end.getTime()));
    return { limit: 'unpaid-holds', message: BOOKING_MESSAGES.tooManyUnpaidHolds, retryAt: new Date(firstEnd) };
  }
  return null;
}
