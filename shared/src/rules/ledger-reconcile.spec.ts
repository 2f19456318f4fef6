import { describe, expect, it } from 'vitest';
import { type CachedLedgerAccount, ledgerMismatches } from './ledger-reconcile.js';

const sums = [
  { _id: 'platform:paystack', kobo: -200_000, totals: [{ k: 'payment', v: -200_000 }] },
  { _id: 'user:1:earnings', kobo: 200_000, totals: [{ k: 'payment', v: 200_000 }] },
];

describe('ledgerMismatches', () => {
  it('finds nothing when every cached balance and total equals its entries', () => {
    const accounts: CachedLedgerAccount[] = [
      { account: 'platform:paystack', balanceKobo: -200_000, totals: { payment: -200_000 } },
      { account: 'user:1:earnings', balanceKobo: 200_000, totals: { payment: 200_000 } },
      { account: 'user:2:earnings', balanceKobo: 0, totals: {} },
    ];
    expect(ledgerMismatches(sums, accounts)).toEqual([]);
  });

  it('names an account whose balance or per-kind total differs, one with no cache, and a cached one with no entries', () => {
    const accounts: CachedLedgerAccount[] = [
      { account: 'platform:paystack', balanceKobo: -200_000, totals: { payment: -199_999 } },
      { account: 'user:3:earnings', balanceKobo: 500, totals: {} },
    ];
    expect(ledgerMismatches(sums, accounts)).toEqual([
      { account: 'platform:paystack', cachedKobo: -200_000, entriesKobo: -200_000 },
      { account: 'user:1:earnings', cachedKobo: 0, entriesKobo: 200_000 },
      { account: 'user:3:earnings', cachedKobo: 500, entriesKobo: 0 },
    ]);
  });
});
