/** Money is integers: kobo (naira × 100) everywhere except at display time. */
export const KOBO_PER_NAIRA = 100;

/** 2,000 naira per selected one-hour slot: a meeting (a mentoring session; "session" in code means a login). */
export const MEETING_PRICE_KOBO = 2_000 * KOBO_PER_NAIRA;

export const MEETING_LENGTH_MINUTES = 60;

export const BOOKING_HORIZON_DAYS = 14;

/**
 * Default split of a payment, in basis points of the amount paid (10,000 = 100 %). The platform's fee
 * is taken from a mentoring payment; the payer's referrer's share is paid out of the platform's part,
 * so the mentor's share never depends on who referred the learner. Overridable in the API's config.
 */
export const DEFAULT_PLATFORM_FEE_BPS = 3_000;
export const DEFAULT_REFERRAL_SHARE_BPS = 1_000;
export const BPS_PER_WHOLE = 10_000;

/**
 * A session's earnings (the mentor's share and any referral share) stay pending until the session has ended
 * and this long has passed, so a problem with it can be reported first (decision 0073); then they are withdrawable.
 */
export const DISPUTE_WINDOW_HOURS = 48;

/**
 * How long the other person has to disagree with a no-show report; without an answer the shared rule decides
 * (disputeRuleOutcome, decision 0074). While a report is open the session's earnings stay pending.
 */
export const DISPUTE_ANSWER_HOURS = 48;

/**
 * The smallest withdrawal: Paystack's own floor for a transfer, each of which Trail pays a fee for (security
 * review L10: ₦1 withdrawals would cost Trail ten times what they move).
 */
export const MIN_WITHDRAWAL_KOBO = 100 * KOBO_PER_NAIRA;

/** After bank details are first saved or changed, withdrawals wait this long (a stolen session must not redirect payouts). */
export const BANK_CHANGE_PAUSE_HOURS = 24;

/** A chosen hour is held this long for its payment; unpaid holds then lapse and the hour is free again. */
export const BOOKING_HOLD_MINUTES = 10;

/** A learner who cancels more than this long before the start gets everything back; later, nothing. */
export const LEARNER_REFUND_CUTOFF_HOURS = 24;

/** Meeting reminders go out this long before the start (24 h and 1 h), each once. */
export const MEETING_REMINDER_LEADS_MINUTES = [24 * 60, 60] as const;

/** The learner's "Clarity Needed" text, stored as the meeting's purpose (cards show 120 with an ellipsis). */
export const CLARITY_MAX_LENGTH = 500;
