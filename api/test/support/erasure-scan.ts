import mongoose, { type Connection } from 'mongoose';

const { EJSON } = mongoose.mongo.BSON;

/** Where the law makes Trail keep records (decision 0050): they may hold an erased account's bare id, nothing else of it. */
export const MONEY_COLLECTIONS = ['payments', 'withdrawals', 'refunds', 'ledgerentries', 'ledgeraccounts', 'paymentevents', 'subscriptions', 'earningholds'];

export interface ErasedPerson {
  id: string;
  email: string;
}

/**
 * Every document, in every collection of the database (so a collection added later is covered too),
 * that still names an erased person: their id outside the money records, their e-mail, or any of `words`.
 */
export async function leftoversOf(connection: Connection, people: readonly ErasedPerson[], words: readonly string[]): Promise<string[]> {
  const db = connection.db!;
  const found: string[] = [];
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if (name.startsWith('system.')) continue;
    for await (const doc of db.collection(name).find({})) {
      const text = EJSON.stringify(doc).toLowerCase();
      const named = [
        ...people.flatMap((person) => [person.email, ...(MONEY_COLLECTIONS.includes(name) ? [] : [person.id])]),
        ...words,
      ].filter((word) => text.includes(word.toLowerCase()));
      if (named.length) found.push(`${name} ${String(doc._id)}: ${named.join(', ')}`);
    }
  }
  return found;
}
