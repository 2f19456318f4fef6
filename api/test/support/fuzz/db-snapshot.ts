import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import { BSON } from 'mongodb';

/** Collections that change on any request by design: rate-limit counters. */
const COUNTERS = /throttl|rate.?limit/i;

/** Per collection: its document count and a hash of every document, so any insert or change shows. */
export async function snapshot(connection: Connection): Promise<Record<string, string>> {
  const db = connection.db;
  if (!db) throw new Error('not connected');
  const collections = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => !COUNTERS.test(name) && !name.startsWith('system.'))
    .sort();
  const entries = await Promise.all(
    collections.map(async (name) => {
      const docs = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
      const hash = createHash('sha256').update(BSON.EJSON.stringify(docs)).digest('hex').slice(0, 16);
      return [name, `${docs.length} docs, ${hash}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}
