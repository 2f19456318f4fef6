// mongodump's directory format (what mongorestore --dir reads): <dir>/<db>/<collection>.bson holds the
// documents' BSON back to back, <collection>.metadata.json the options and indexes in canonical Extended JSON.
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { BackupError, BSON } from './backup-database.mjs';

export const MANIFEST = 'trail-backup.json';
/** The server's own databases, which a whole-server mongodump also writes: never restored. */
const SERVER_DATABASES = new Set(['admin', 'config', 'local']);
/** The server's limit (16 MiB) plus the room mongodump allows for a document's internal overhead. */
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024 + 16 * 1024;

/**
 * Yields each document of a .bson file as its raw bytes, reading the file as a stream. A length prefix
 * that cannot be right, or a file that ends inside a document, throws a BackupError naming the byte.
 */
export async function* readBsonFile(path) {
  let pending = Buffer.alloc(0);
  let offset = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const size = pending.readInt32LE(0);
      if (size < 5 || size > MAX_DOCUMENT_BYTES) {
        throw new BackupError(`${basename(path)} is damaged: a document at byte ${offset} claims ${size} bytes.`);
      }
      if (pending.length < size) break;
      if (pending[size - 1] !== 0) throw new BackupError(`${basename(path)} is damaged: the document at byte ${offset} does not end where its length says.`);
      yield pending.subarray(0, size);
      pending = pending.subarray(size);
      offset += size;
    }
  }
  if (pending.length > 0) {
    throw new BackupError(`${basename(path)} is truncated: it ends inside a document at byte ${offset} (${pending.length} bytes of it are there).`);
  }
}

export const toExtendedJson = (value) => BSON.EJSON.stringify(value, { relaxed: false });
export const fromExtendedJson = (text) => BSON.EJSON.parse(text, { relaxed: false });

/** The metadata mongodump writes beside each .bson file. */
export function metadataOf(info, indexes) {
  return {
    options: info.options ?? {},
    indexes,
    uuid: info.info?.uuid ? Buffer.from(info.info.uuid.buffer).toString('hex') : '',
    collectionName: info.name,
    type: info.type ?? 'collection',
  };
}

export async function readMetadata(dbDir, collection) {
  const path = join(dbDir, `${collection}.metadata.json`);
  if (!existsSync(path)) return { options: {}, indexes: [], collectionName: collection, type: 'collection' };
  try {
    return fromExtendedJson(await readFile(path, 'utf8'));
  } catch (error) {
    throw new BackupError(`${collection}.metadata.json cannot be read: ${error.message}`);
  }
}

/** The collections in one database folder of a dump, from its .bson and .metadata.json files. */
export async function collectionsIn(dbDir) {
  const names = new Set();
  for (const file of await readdir(dbDir)) {
    const match = /^(.+?)(\.metadata\.json|\.bson)$/.exec(file);
    if (match && !match[1].startsWith('system.')) names.add(match[1]);
  }
  return [...names].sort();
}

/**
 * The databases of a dump: each sub-folder holding .bson or .metadata.json files, or the folder itself
 * when it is one database's folder (as `mongorestore --dir=dump/trail --db=…` accepts).
 */
export async function databasesIn(dir) {
  if (!existsSync(dir) || !(await stat(dir)).isDirectory()) throw new BackupError(`${dir} is not a folder with a backup in it.`);
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SERVER_DATABASES.has(entry.name)) continue;
    if ((await collectionsIn(join(dir, entry.name))).length > 0) found.push({ name: entry.name, dir: join(dir, entry.name) });
  }
  // Database folders first: a dump's root may hold oplog.bson, which is no collection.
  if (found.length === 0 && (await collectionsIn(dir)).length > 0) return [{ name: basename(dir), dir }];
  if (found.length === 0) throw new BackupError(`${dir} holds no backup: no <database>/<collection>.bson files in it.`);
  return found;
}

export async function readManifest(dir) {
  const path = join(dir, MANIFEST);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new BackupError(`${MANIFEST} cannot be read: ${error.message}`);
  }
}
