/**
 * How much of mentors' time one learner may keep from others without paying (security review M4,
 * decision 0075). A hold is one booking request: the hours chosen together, under one payment reference.
 */
export const BOOKING_LIMITS = {
  /** Hours in one booking request. */
  maxHoursPerBooking: 4,
  /** Booking requests a learner may have held and unpaid at one time, across all mentors. */
  maxUnpaidHolds: 4,
  /** Holds ended unpaid within `lapseWindowHours` after which the learner waits before holding again. */
  lapsesBeforeWait: 3,
  /** The rolling day the lapses are counted in: the wait ends when the oldest counted lapse leaves it. */
  lapseWindowHours: 24,
} as const;
