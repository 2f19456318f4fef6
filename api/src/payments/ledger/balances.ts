import type { Balances, LedgerKind } from '@trail/shared';
import { isPendingAccount } from './ledger-accounts';
import type { LedgerAccount } from './schemas/ledger-account.schema';

/** What a user's balances are read from: their earnings and pending accounts' cached balances and totals per kind. */
export const EARNINGS_FIELDS = { account: 1, balanceKobo: 1, totals: 1 } as const;

export type EarningsAccount = Pick<LedgerAccount, 'account' | 'balanceKobo' | 'totals'>;

/**
 * The balances a user's accounts explain (their earnings account and their pending one, either or both
 * absent until their first movement, which reads as zero). Earned counts what reached the earnings
 * account: credits made there before decision 0073, and releases from pending since.
 */
export function balancesFrom(accounts: readonly EarningsAccount[] | null | undefined): Balances {
  const earnings = accounts?.find((account) => !isPendingAccount(account.account));
  const pending = accounts?.find((account) => isPendingAccount(account.account));
  const total = (kind: LedgerKind): number => earnings?.totals?.[kind] ?? 0;
  const referralEarningsKobo = total('referral_credit') + total('referral_credit_reversal') + total('referral_release');
  return {
    withdrawableKobo: earnings?.balanceKobo ?? 0,
    pendingKobo: pending?.balanceKobo ?? 0,
    totalEarnedKobo: total('mentor_credit') + total('mentor_credit_reversal') + total('mentor_release') + referralEarningsKobo,
    referralEarningsKobo,
  };
}
