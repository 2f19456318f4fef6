// npm run restore-drill -- --from=<dir>: restores a backup into a scratch database on MONGODB_URI, checks what
// an operator needs to trust it (counts, unique indexes, the ledger to the kobo, the migration version),
// prints a short report, drops the scratch database, and exits non-zero when any check fails (decision 0067).
import { resolve } from 'node:path';
import { BackupError, connect, databaseFromEnv, readFlags, redact, runMain } from './lib/backup-database.mjs';
import { collectionsIn, databasesIn, readManifest, readMetadata } from './lib/dump-format.mjs';
import { restoreDump } from './lib/restore-dump.mjs';
import { appliedMigrations, indexSignature, ledgerMismatches } from './lib/trail-checks.mjs';

const USAGE = 'npm run restore-drill -- --from=<folder>';
// Always with kobo, no thousands separator: an operator compares two figures to the kobo.
const naira = (kobo) => `₦${(kobo / 100).toFixed(2)}`;

async function countsMatch(db, expected, restored, manifest) {
  const problems = [];
  for (const [name, count] of Object.entries(expected)) {
    if (!(name in restored)) problems.push(`${name}: in the manifest (${count} documents) but not in the backup`);
    else {
      const found = await db.collection(name).countDocuments();
      if (found !== count) problems.push(`${name}: ${found} documents restored, ${manifest ? 'the manifest says' : 'the backup holds'} ${count}`);
    }
  }
  for (const name of Object.keys(restored)) if (!(name in expected)) problems.push(`${name}: in the backup but not in its manifest`);
  const total = Object.values(expected).reduce((sum, n) => sum + n, 0);
  return { ok: problems.length === 0, text: problems.length ? problems.join('; ') : `${Object.keys(expected).length} collections, ${total} documents, as ${manifest ? 'the manifest says' : 'the backup holds'}` };
}

async function uniqueIndexesExist(db, dbDir) {
  const missing = [];
  let total = 0;
  for (const name of await collectionsIn(dbDir)) {
    const wanted = ((await readMetadata(dbDir, name)).indexes ?? []).filter((index) => index.unique).map(indexSignature);
    if (wanted.length === 0) continue;
    total += wanted.length;
    const present = new Set((await db.collection(name).listIndexes().toArray()).map(indexSignature));
    for (const signature of wanted) if (!present.has(signature)) missing.push(`${name}.${signature}`);
  }
  return { ok: missing.length === 0 && total > 0, text: missing.length ? `missing: ${missing.join('; ')}` : total ? `all ${total} unique indexes exist` : 'the backup has no unique index at all' };
}

async function ledgerReconciles(db) {
  const { mismatches, accounts, entries } = await ledgerMismatches(db);
  if (mismatches.length === 0) return { ok: true, text: `the ledger reconciles to the kobo (${entries} entries, ${accounts} accounts)` };
  const shown = mismatches.slice(0, 5).map((m) => `${m.account} holds ${naira(m.cachedKobo)}, its entries sum to ${naira(m.entriesKobo)}`);
  return { ok: false, text: `the ledger does not reconcile: ${shown.join('; ')}${mismatches.length > 5 ? ` and ${mismatches.length - 5} more` : ''}` };
}

async function migrationsMatch(db, manifest) {
  const applied = await appliedMigrations(db);
  const version = applied.at(-1) ?? 'none';
  if (!manifest) return { ok: applied.length > 0, text: `migration version ${version} (no manifest to compare with)` };
  const expected = manifest.migrations ?? [];
  const ok = JSON.stringify(applied) === JSON.stringify(expected);
  return { ok, text: ok ? `migration version ${version}, as the manifest says` : `migrations restored: ${applied.join(', ') || 'none'}; the manifest says ${expected.join(', ') || 'none'}` };
}

async function main() {
  const flags = readFlags(process.argv.slice(2), ['from'], USAGE);
  if (typeof flags.from !== 'string' || !flags.from) throw new BackupError(`Say which backup to try. Usage: ${USAGE}`);
  const from = resolve(flags.from);
  const manifest = await readManifest(from);
  const databases = await databasesIn(from);
  if (databases.length !== 1) throw new BackupError(`${from} holds ${databases.length} databases: the drill tries a backup of Trail's one.`);
  const { uri } = databaseFromEnv();
  const scratch = `trail-restore-drill-${Date.now().toString(36)}`;
  const client = await connect(uri);
  const checks = [];
  try {
    const [restored] = await restoreDump(client, { from, toDb: scratch });
    checks.push({ ok: true, text: `restored into the scratch database ${scratch}` });
    const db = client.db(scratch);
    checks.push(await countsMatch(db, manifest?.counts ?? restored.counts, restored.counts, Boolean(manifest)));
    checks.push(await uniqueIndexesExist(db, databases[0].dir));
    checks.push(await ledgerReconciles(db));
    checks.push(await migrationsMatch(db, manifest));
  } catch (error) {
    // A server refusal (a unique key twice in the backup, a document too large) is a finding too.
    checks.push({ ok: false, text: `the restore stopped: ${error instanceof Error ? error.message : String(error)}` });
  } finally {
    await client.db(scratch).dropDatabase();
    await client.close();
  }

  const taken = manifest ? `taken ${manifest.startedAt}` : 'without a manifest (mongodump)';
  console.log(`Restore drill of ${from} (${taken}) on ${redact(uri)}:`);
  for (const check of checks) console.log(`  ${check.ok ? '✓' : '✗'} ${check.text}`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(failed ? `Drill failed: ${failed} check${failed > 1 ? 's' : ''} failed. Do not rely on this backup.` : 'Drill passed: this backup restores, and the scratch database was dropped.');
  return failed === 0;
}

runMain('npm run restore-drill', main);
