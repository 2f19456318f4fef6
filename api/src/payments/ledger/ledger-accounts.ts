/**
 * Ledger accounts are named strings. Users' accounts hold money Trail owes them and can never go
 * below zero; platform and external accounts are Trail's own books and the outside world.
 */
export const ACCOUNTS = {
  /** Money Paystack collected from payers. */
  paystack: 'external:paystack',
  /** A payment waiting to be split: always back to zero once a payment is recorded. */
  clearing: 'platform:clearing',
  fees: 'platform:fees',
  /** Withdrawals sent to Paystack whose outcome is not known yet. */
  payoutsPending: 'platform:payouts-pending',
  /** Money that reached people's bank accounts. */
  bank: 'external:bank',
} as const;

const USER_PREFIX = 'user:';

const EARNINGS_SUFFIX = ':earnings';

export const userEarnings = (userId: string): string => `${USER_PREFIX}${userId}${EARNINGS_SUFFIX}`;

/** The user whose earnings account this is; undefined for any other account. */
export function userOfEarnings(account: string): string | undefined {
  if (!account.startsWith(USER_PREFIX) || !account.endsWith(EARNINGS_SUFFIX)) return undefined;
  return account.slice(USER_PREFIX.length, -EARNINGS_SUFFIX.length) || undefined;
}

/** `userEarnings` as an aggregation expression of a user id field (`'$_id'`), for joins. */
export const userEarningsOf = (idField: string): { $concat: unknown[] } => ({ $concat: [USER_PREFIX, { $toString: idField }, EARNINGS_SUFFIX] });

export const isUserAccount = (account: string): boolean => account.startsWith(USER_PREFIX);
