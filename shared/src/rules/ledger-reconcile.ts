/**
 * Proving the books (the ledger of decision 0033): every account's cached balance and per-kind totals equal the
 * sums of its entries, to the kobo. One rule for the API's `LedgerService.reconcile` and the restore drill.
 */

/** One account's sums from `LEDGER_SUMS_PIPELINE`: its balance and, per kind of movement, its net kobo. */
export interface LedgerSums {
  _id: string;
  kobo: number;
  totals: { k: string; v: number }[];
}

/** A cached account as stored: its balance and per-kind totals. */
export interface CachedLedgerAccount {
  account: string;
  balanceKobo: number;
  totals?: Record<string, number>;
}

export interface AccountMismatch {
  account: string;
  cachedKobo: number;
  entriesKobo: number;
}

/** Over `ledgerentries`: each entry debits one account and credits another; summed per account and per kind. */
export const LEDGER_SUMS_PIPELINE = [
  { $project: { side: [{ account: '$debit', kobo: { $multiply: ['$amountKobo', -1] }, kind: '$kind' }, { account: '$credit', kobo: '$amountKobo', kind: '$kind' }] } },
  { $unwind: '$side' },
  { $group: { _id: { account: '$side.account', kind: '$side.kind' }, kobo: { $sum: '$side.kobo' } } },
  { $group: { _id: '$_id.account', kobo: { $sum: '$kobo' }, totals: { $push: { k: '$_id.kind', v: '$kobo' } } } },
];

/** The accounts whose cache does not equal their entries (none, always), and cached accounts with no entries that are not zero. */
export function ledgerMismatches(sums: readonly LedgerSums[], accounts: readonly CachedLedgerAccount[]): AccountMismatch[] {
  const cached = new Map(accounts.map((account) => [account.account, account]));
  const mismatches: AccountMismatch[] = [];
  for (const sum of sums) {
    const account = cached.get(sum._id);
    cached.delete(sum._id);
    const totalsMatch = sum.totals.every(({ k, v }) => (account?.totals?.[k] ?? 0) === v);
    if (!account || account.balanceKobo !== sum.kobo || !totalsMatch) {
      mismatches.push({ account: sum._id, cachedKobo: account?.balanceKobo ?? 0, entriesKobo: sum.kobo });
    }
  }
  for (const [name, account] of cached) {
    const stray = account.balanceKobo !== 0 || Object.values(account.totals ?? {}).some((value) => value !== 0);
    if (stray) mismatches.push({ account: name, cachedKobo: account.balanceKobo, entriesKobo: 0 });
  }
  return mismatches;
}
