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
const PENDING_SUFFIX = ':pending';

/** What Trail owes a user that they may withdraw. */
export const userEarnings = (userId: string): string => `${USER_PREFIX}${userId}${EARNINGS_SUFFIX}`;

/** A user's earnings from sessions not yet held, or whose dispute window is open: not withdrawable (decision 0073). */
export const userPending = (userId: string): string => `${USER_PREFIX}${userId}${PENDING_SUFFIX}`;

/** The user whose earnings (or pending earnings) account this is; undefined for any other account. */
export function userOfEarnings(account: string): string | undefined {
  if (!account.startsWith(USER_PREFIX)) return undefined;
  const suffix = [EARNINGS_SUFFIX, PENDING_SUFFIX].find((one) => account.endsWith(one));
  return suffix ? account.slice(USER_PREFIX.length, -suffix.length) || undefined : undefined;
}

export const isPendingAccount = (account: string): boolean => account.startsWith(USER_PREFIX) && account.endsWith(PENDING_SUFFIX);

/** `[userEarnings, userPending]` as an aggregation expression of a user id field (`'$_id'`), for joins. */
export const userAccountsOf = (idField: string): unknown[] =>
  [EARNINGS_SUFFIX, PENDING_SUFFIX].map((suffix) => ({ $concat: [USER_PREFIX, { $toString: idField }, suffix] }));

export const isUserAccount = (account: string): boolean => account.startsWith(USER_PREFIX);

/**
 * Accounts that can never go below zero: every user's, and Trail's fees, which a refund may draw on only
 * as far as they go (decision 0073); the outside world and the transit accounts may.
 */
export const isGuardedAccount = (account: string): boolean => isUserAccount(account) || account === ACCOUNTS.fees;
