import type { mongo } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import type { Migration } from './migration';

/** The delivery ledger's collection while it lived in `reminders/`, and its name since (migration.ts: names as they were). */
const OLD_NAME = 'reminderdeliveries';
const DELIVERIES_COLLECTION = 'deliveries';
const BATCH = 1000;
/** MongoDB's NamespaceExists: the target of a rename is already there. */
const NAMESPACE_EXISTS = 48;

/**
 * The delivery ledger moved from `reminders/` to `outbox/`, its collection from `reminderdeliveries`
 * to `deliveries` (decision 0081). Every row moves with its `_id` (a retried mail's stable id),
 * `attempts`, `status`, `retryAt` and `leaseUntil`, so what was sent stays sent and a pending claim
 * stays claimable.
 *
 * What the start order guarantees, and what it does not (main.ts, decision 0058):
 * - No claim is written to `deliveries` before this has run. An instance of this release applies
 *   pending migrations before it listens, and its jobs and after-commit senders start only then;
 *   a second instance waits for this migration's record. `npm run migrate` compiles no model at all.
 * - `deliveries` may nevertheless exist, empty. `NestFactory.create` compiles the models, and
 *   mongoose then creates each model's collection and indexes in the background (autoCreate,
 *   autoIndex), racing this migration. So the rename may find its target there.
 * Hence three cases, each safe to run again after a crash half way:
 * - no `reminderdeliveries` (a fresh database, or already moved): nothing to do;
 * - only `reminderdeliveries`: one atomic rename, which keeps the rows and the indexes;
 * - both (mongoose got there first, or a run stopped while copying): copy every row into
 *   `deliveries` with its `_id`, skipping the ones already there, then drop the old collection.
 *   `deliveries` is never dropped: mongoose may be building its indexes at that moment.
 * A row whose (user, occasion, channel) is already in `deliveries` under another `_id` is skipped too:
 * by the guarantee above only a claim of this release could be there, and it is the live one.
 */
export const deliveriesCollection: Migration = {
  id: '0003-deliveries-collection',
  description: 'The delivery ledger moved to outbox/: reminderdeliveries becomes deliveries',
  up: (db: mongo.Db) => moveDeliveries(db),
};

/**
 * The move itself, idempotent. Exported so a later migration can sweep rows that a previous release's
 * instance wrote to `reminderdeliveries` after this one ran (decision 0081, "Releasing it").
 */
export async function moveDeliveries(db: mongo.Db): Promise<void> {
  if (!(await exists(db, OLD_NAME))) return;
  if (!(await exists(db, DELIVERIES_COLLECTION))) {
    try {
      await db.renameCollection(OLD_NAME, DELIVERIES_COLLECTION);
      return;
    } catch (error) {
      // Mongoose created `deliveries` between the check and the rename: copy instead.
      if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS) throw error;
    }
  }
  await copyInto(db.collection(OLD_NAME), db.collection(DELIVERIES_COLLECTION));
  await db.dropCollection(OLD_NAME);
}

async function exists(db: mongo.Db, name: string): Promise<boolean> {
  return (await db.listCollections({ name }, { nameOnly: true }).toArray()).length > 0;
}

async function copyInto(from: mongo.Collection, to: mongo.Collection): Promise<void> {
  let batch: mongo.Document[] = [];
  for await (const row of from.find({}).sort({ _id: 1 })) {
    batch.push(row);
    if (batch.length === BATCH) {
      await insertNew(to, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insertNew(to, batch);
}

/** Inserts the rows not yet there: a duplicate key (same `_id`, or the same claim) is one already moved. */
async function insertNew(to: mongo.Collection, rows: mongo.Document[]): Promise<void> {
  try {
    await to.insertMany(rows, { ordered: false });
  } catch (error) {
    // An unordered insert reports every row it refused; any other refusal is a real failure.
    const refused = (error as { writeErrors?: unknown }).writeErrors;
    const rows = Array.isArray(refused) ? refused : refused ? [refused] : [];
    if (rows.length === 0 || !rows.every(isDuplicateKey)) throw error;
  }
}
