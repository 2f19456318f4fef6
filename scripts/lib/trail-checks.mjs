// What a Trail database must show after a restore, read with the driver alone (no API build needed).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { fromRoot } from './paths.mjs';
import { pnpm } from './pnpm.mjs';

/** The ids of the migrations applied to `db` (decision 0058), in order. */
export async function appliedMigrations(db, session) {
  const records = await db.collection('migrations').find({ appliedAt: { $exists: true } }, { projection: { _id: 1 }, session }).toArray();
  return records.map((record) => String(record._id)).sort();
}

/**
 * LedgerService.reconcile's proof, from shared/ (one rule for both): every account's cached balance and
 * per-kind totals equal the sums of its entries, to the kobo. Returns the mismatches.
 */
export async function ledgerMismatches(db) {
  const { LEDGER_SUMS_PIPELINE, ledgerMismatches: mismatchesOf } = await sharedRules();
  const sums = await db.collection('ledgerentries').aggregate(LEDGER_SUMS_PIPELINE).toArray();
  const accounts = await db.collection('ledgeraccounts').find({}, { projection: { account: 1, balanceKobo: 1, totals: 1 } }).toArray();
  return { mismatches: mismatchesOf(sums, accounts), accounts: accounts.length, entries: await db.collection('ledgerentries').countDocuments() };
}

/** shared/'s built rules, building shared/ first on a checkout that never built it. */
async function sharedRules() {
  const built = fromRoot('shared', 'dist', 'index.js');
  if (!existsSync(built) && (await pnpm(['--filter', '@trail/shared', 'build'])) !== 0) throw new Error('building shared/ failed');
  return import(pathToFileURL(built).href);
}

/** An index's identity for comparing a backup with a restore: its name, keys and uniqueness. */
export function indexSignature(index) {
  const keys = Object.entries(index.key).map(([field, order]) => `${field}: ${typeof order === 'object' ? Number(order) : order}`);
  return `${index.name} { ${keys.join(', ')} }${index.unique ? ' unique' : ''}`;
}
