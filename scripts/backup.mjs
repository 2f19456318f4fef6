// npm run backup -- --out=<dir>: writes the database MONGODB_URI (and MONGODB_DB) name in mongodump's
// directory format, plus trail-backup.json, from one point in time where the server allows it (decision 0067).
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BackupError, connect, databaseFromEnv, isSystemCollection, readFlags, redact, runMain } from './lib/backup-database.mjs';
import { MANIFEST, metadataOf, toExtendedJson } from './lib/dump-format.mjs';
import { appliedMigrations } from './lib/trail-checks.mjs';

const USAGE = 'npm run backup -- --out=<folder>';
/** A backup holds everyone's personal data and password hashes: readable by its owner alone. */
const PRIVATE_FILE = 0o600;
const SNAPSHOT_TOO_OLD =
  'the backup took longer than the server keeps its history for one-instant reads (minSnapshotHistoryWindowInSeconds, ' +
  '300 s by default): raise that setting for the backup, or use mongodump --oplog (docs/production.md, Backups).';

/** A session reading every collection at one instant (replica sets only); otherwise none. */
async function snapshotSession(client) {
  const hello = await client.db('admin').command({ hello: 1 });
  if (!hello.setName) return undefined;
  return client.startSession({ snapshot: true });
}

/** Streams one collection's raw documents into <collection>.bson and returns how many there were. */
async function dumpCollection(collection, path, session) {
  const out = createWriteStream(path, { mode: PRIVATE_FILE });
  let count = 0;
  try {
    for await (const raw of collection.find({}, { raw: true, session, batchSize: 1000 })) {
      count += 1;
      if (!out.write(raw)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}

async function main() {
  const flags = readFlags(process.argv.slice(2), ['out'], USAGE);
  if (typeof flags.out !== 'string' || !flags.out) throw new BackupError(`Say where to write the backup. Usage: ${USAGE}`);
  const out = resolve(flags.out);
  const { uri, dbName } = databaseFromEnv();
  const client = await connect(uri, { readPreference: 'secondaryPreferred' });
  try {
    const db = client.db(dbName);
    const dbDir = join(out, db.databaseName);
    await mkdir(dbDir, { recursive: true, mode: 0o700 });
    if ((await readdir(dbDir)).length > 0) throw new BackupError(`${dbDir} is not empty: back up into a new folder.`);

    const session = await snapshotSession(client);
    const started = new Date();
    const counts = {};
    try {
      const infos = (await db.listCollections({}, { authorizedCollections: true }).toArray())
        .filter((info) => !isSystemCollection(info.name))
        .sort((a, b) => a.name.localeCompare(b.name));
      for (const info of infos) {
        const collection = db.collection(info.name);
        const indexes = info.type === 'view' ? [] : await collection.listIndexes().toArray();
        await writeFile(join(dbDir, `${info.name}.metadata.json`), toExtendedJson(metadataOf(info, indexes)), { mode: PRIVATE_FILE });
        if (info.type === 'view') continue;
        counts[info.name] = await dumpCollection(collection, join(dbDir, `${info.name}.bson`), session);
      }
      const migrations = await appliedMigrations(db, session);
      const manifest = {
        format: 'mongodump directory',
        database: db.databaseName,
        startedAt: started.toISOString(),
        finishedAt: new Date().toISOString(),
        pointInTime: Boolean(session),
        migrationVersion: migrations.at(-1) ?? null,
        migrations,
        counts,
      };
      await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE });
    } catch (error) {
      if (error?.code === 239) throw new BackupError(SNAPSHOT_TOO_OLD);
      throw error;
    } finally {
      await session?.endSession();
    }
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(`Backed up ${db.databaseName} from ${redact(uri)}: ${Object.keys(counts).length} collections, ${total} documents, into ${out}.`);
    if (!session) console.log('The server is not a replica set: collections were read one after another, not from one instant.');
  } finally {
    await client.close();
  }
}

runMain('npm run backup', main);
