import { BANK_CHANGE_PAUSE_HOURS } from './prices.js';

/** What the API and the dashboard say when payouts wait or an account is suspended, word for word (decision 0077). */
export const PAYOUT_MESSAGES = {
  /** A suspended mentor's withdrawal, bank-detail save or session cancellation (review L7). */
  suspended:
    'Your mentor account is suspended, so withdrawals, bank-detail changes and session cancellations are paused. Please contact us to sort it out.',
  /**
   * Withdrawals wait a day after bank details are first saved or changed (review H1, M5). `when` is a date and time
   * as the reader should see it, with its zone when they may be elsewhere.
   */
  waitingUntil: (when: string): string =>
    `Withdrawals to this account can start on ${when}: we wait ${BANK_CHANGE_PAUSE_HOURS} hours after bank details are added or changed`,
} as const;
