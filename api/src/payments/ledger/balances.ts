import type { Balances, LedgerKind } from '@trail/shared';
import type { LedgerAccount } from './schemas/ledger-account.schema';

/** What a user's balances are read from: their earnings account's cached balance and totals per kind. */
export const EARNINGS_FIELDS = { balanceKobo: 1, totals: 1 } as const;

export type EarningsAccount = Pick<LedgerAccount, 'balanceKobo' | 'totals'>;

/** The balances an earnings account explains; no account yet (no movement) is all zero. */
export function balancesFrom(account: EarningsAccount | null | undefined): Balances {
  const totals = account?.totals ?? {};
  const total = (kind: LedgerKind): number => totals[kind] ?? 0;
  const referralEarningsKobo = total('referral_credit') + total('referral_credit_reversal');
  return {
    withdrawableKobo: account?.balanceKobo ?? 0,
    totalEarnedKobo: total('mentor_credit') + total('mentor_credit_reversal') + referralEarningsKobo,
    referralEarningsKobo,
  };
}
