// What a Trail database must show after a restore, read with the driver alone (no API build needed).

/** The ids of the migrations applied to `db` (decision 0058), in order. */
export async function appliedMigrations(db, session) {
  const records = await db.collection('migrations').find({ appliedAt: { $exists: true } }, { projection: { _id: 1 }, session }).toArray();
  return records.map((record) => String(record._id)).sort();
}

/**
 * The same proof as LedgerService.reconcile (api/src/payments/ledger/ledger.service.ts): every account's
 * cached balance and per-kind totals equal the sums of its entries, to the kobo. Returns the mismatches.
 */
export async function ledgerMismatches(db) {
  const sums = await db
    .collection('ledgerentries')
    .aggregate([
      { $project: { side: [{ account: '$debit', kobo: { $multiply: ['$amountKobo', -1] }, kind: '$kind' }, { account: '$credit', kobo: '$amountKobo', kind: '$kind' }] } },
      { $unwind: '$side' },
      { $group: { _id: { account: '$side.account', kind: '$side.kind' }, kobo: { $sum: '$side.kobo' } } },
      { $group: { _id: '$_id.account', kobo: { $sum: '$kobo' }, totals: { $push: { k: '$_id.kind', v: '$kobo' } } } },
    ])
    .toArray();
  const accounts = await db.collection('ledgeraccounts').find({}, { projection: { account: 1, balanceKobo: 1, totals: 1 } }).toArray();
  const cached = new Map(accounts.map((account) => [account.account, account]));
  const mismatches = [];
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
  return { mismatches, accounts: accounts.length, entries: await db.collection('ledgerentries').countDocuments() };
}

/** An index's identity for comparing a backup with a restore: its name, keys and uniqueness. */
export function indexSignature(index) {
  const keys = Object.entries(index.key).map(([field, order]) => `${field}: ${typeof order === 'object' ? Number(order) : order}`);
  return `${index.name} { ${keys.join(', ')} }${index.unique ? ' unique' : ''}`;
}
