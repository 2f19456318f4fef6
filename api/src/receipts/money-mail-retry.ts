import type { RetryPolicy } from '../outbox';

const MINUTE_MS = 60_000;

/**
 * Receipts and refund notices, money's mails (decision 0061): a send that failed is tried again after
 * 5, 10, 20, 40 and 80 minutes, six sends at most; a send a crash cut short, once its lease lapsed.
 */
export const MONEY_MAIL_RETRY: RetryPolicy = {
  maxAttempts: 6,
  delayMs: (attempts) => 5 * MINUTE_MS * 2 ** (attempts - 1),
  leaseMs: 5 * MINUTE_MS,
};
