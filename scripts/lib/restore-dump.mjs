import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BackupError, BSON } from './backup-database.mjs';
import { collectionsIn, databasesIn, readBsonFile, readMetadata } from './dump-format.mjs';

const BATCH_DOCUMENTS = 1000;
const PARALLEL_COLLECTIONS = 4;
const BATCH_BYTES = 8 * 1024 * 1024;
/** Keeps every BSON type as stored (Int32 stays Int32, a double stays a double), so the bytes round-trip. */
const EXACT = { promoteValues: false, promoteBuffers: false, promoteLongs: false, bsonRegExp: true };

async function insertAll(collection, path) {
  let batch = [];
  let bytes = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await collection.insertMany(batch, { ordered: false, bypassDocumentValidation: true, forceServerObjectId: false });
    count += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const raw of readBsonFile(path)) {
    batch.push(BSON.deserialize(raw, EXACT));
    bytes += raw.length;
    if (batch.length >= BATCH_DOCUMENTS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return count;
}

/** Index specifications as mongorestore sends them: without `ns`, and without the _id index the server makes. */
const indexesToBuild = (metadata) =>
  (metadata.indexes ?? []).filter((index) => index.name !== '_id_').map(({ ns: _ns, ...index }) => index);

async function restoreCollection(db, dbDir, name, drop) {
  const metadata = await readMetadata(dbDir, name);
  const exists = (await db.listCollections({ name }, { nameOnly: true }).toArray()).length > 0;
  if (exists && drop) await db.collection(name).drop();
  if (exists && !drop && (await db.collection(name).estimatedDocumentCount()) > 0) {
    throw new BackupError(`${db.databaseName}.${name} already holds documents: restore with --drop to replace it, or into another database with --to-db.`);
  }
  if (!exists || drop) await db.createCollection(name, metadata.options ?? {});
  if (metadata.type === 'view') return { name, count: 0, indexes: 0 };

  // Indexes before the documents, unlike mongorestore: on an empty collection a replica set builds them at
  // once instead of through a two-phase build per index (with the batches below, this halved the API's
  // restore on a loaded test machine). The unique indexes then also refuse a backup holding a key twice.
  const indexes = indexesToBuild(metadata);
  if (indexes.length > 0) await db.command({ createIndexes: name, indexes });
  const bson = join(dbDir, `${name}.bson`);
  const count = existsSync(bson) ? await insertAll(db.collection(name), bson) : 0;
  return { name, count, indexes: indexes.length };
}

/**
 * Restores a dump directory (this project's or mongodump's, not gzipped) through `client`. `toDb`
 * renames its one database. Returns, per database, the documents inserted per collection.
 */
export async function restoreDump(client, { from, toDb, drop = false, log = () => {} }) {
  const databases = await databasesIn(from);
  if (toDb && databases.length > 1) throw new BackupError(`${from} holds ${databases.length} databases: --to-db needs a backup of one.`);
  const restored = [];
  for (const source of databases) {
    const db = client.db(toDb ?? source.name);
    const names = await collectionsIn(source.dir);
    const metadata = await Promise.all(names.map((name) => readMetadata(source.dir, name)));
    const ordered = names.map((name, i) => ({ name, view: metadata[i].type === 'view' }));
    const counts = {};
    const restoreOne = async ({ name }) => {
      const result = await restoreCollection(db, source.dir, name, drop);
      counts[name] = result.count;
      log(`  ${name}: ${result.count} documents, ${result.indexes} indexes`);
    };
    const collections = ordered.filter((entry) => !entry.view);
    // A few at a time: creating a collection waits on the server's journal more than on its CPU.
    for (let i = 0; i < collections.length; i += PARALLEL_COLLECTIONS) await Promise.all(collections.slice(i, i + PARALLEL_COLLECTIONS).map(restoreOne));
    // Views last: they read the collections restored before them.
    for (const view of ordered.filter((entry) => entry.view)) await restoreOne(view);
    restored.push({ from: source.name, to: db.databaseName, counts });
  }
  return restored;
}
