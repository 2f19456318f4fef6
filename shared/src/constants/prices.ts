/** Money is integers: kobo (naira × 100) everywhere except at display time. */
export const KOBO_PER_NAIRA = 100;

/** 2,000 naira per selected one-hour slot: a meeting (a mentoring session; "session" in code means a login). */
export const MEETING_PRICE_KOBO = 2_000 * KOBO_PER_NAIRA;

export const MEETING_LENGTH_MINUTES = 60;

export const BOOKING_HORIZON_DAYS = 14;
