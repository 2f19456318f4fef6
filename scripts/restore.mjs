// npm run restore -- --from=<dir> [--to-db=<name>] [--drop]: restores a backup in mongodump's directory
// format (ours, or mongodump's without --gzip/--archive) into MONGODB_URI, indexes included (decision 0067).
import { resolve } from 'node:path';
import { BackupError, connect, databaseFromEnv, readFlags, redact, runMain } from './lib/backup-database.mjs';
import { restoreDump } from './lib/restore-dump.mjs';

const USAGE = 'npm run restore -- --from=<folder> [--to-db=<database>] [--drop]';

async function main() {
  const flags = readFlags(process.argv.slice(2), ['from', 'to-db', 'drop'], USAGE);
  if (typeof flags.from !== 'string' || !flags.from) throw new BackupError(`Say which backup to restore. Usage: ${USAGE}`);
  if (flags['to-db'] === true || flags['to-db'] === '') throw new BackupError(`--to-db needs a database name. Usage: ${USAGE}`);
  const { uri } = databaseFromEnv();
  const client = await connect(uri);
  try {
    const restored = await restoreDump(client, { from: resolve(flags.from), toDb: flags['to-db'], drop: flags.drop === true, log: console.log });
    for (const { from, to, counts } of restored) {
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      console.log(`Restored ${from} into ${to} on ${redact(uri)}: ${Object.keys(counts).length} collections, ${total} documents.`);
    }
  } finally {
    await client.close();
  }
}

runMain('npm run restore', main);
