import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types, type mongo } from 'mongoose';
import { deliveriesCollection } from '../../../src/platform/database/migrations/0003-deliveries-collection';
import { type ClaimedDelivery, DeliveryClaims, type RetryPolicy } from '../../../src/outbox/delivery-claims.service';
import { Delivery } from '../../../src/outbox/schemas/delivery.schema';
import { createTestApp, type TestApp } from '../../support/create-test-app';

const OLD = 'reminderdeliveries';
const NEW = 'deliveries';
const MINUTE_MS = 60_000;
const POLICY: RetryPolicy = { maxAttempts: 6, delayMs: () => 5 * MINUTE_MS, leaseMs: 5 * MINUTE_MS };

/** The rows the ledger holds in production before the move: one of each state a claim can be in. */
function ledgerRows(now: Date): mongo.Document[] {
  const learner = new Types.ObjectId();
  const payer = new Types.ObjectId();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  const row = (fields: mongo.Document) => ({ _id: new Types.ObjectId(), createdAt: ago(60), updatedAt: ago(30), __v: 0, ...fields });
  return [
    row({ user: learner, week: '2026-W49', channel: 'email', status: 'sent', attempts: 1 }),
    row({ user: learner, week: '2026-W49', channel: 'whatsapp', status: 'failed', attempts: 1, error: 'WhatsApp said no' }),
    row({ user: learner, week: 'welcome', channel: 'email', status: 'sent', attempts: 1 }),
    // A receipt whose send failed, due for its second try.
    row({ user: payer, week: `receipt:ref-${payer.toHexString()}`, channel: 'email', status: 'failed', attempts: 1, error: 'SMTP down', retryAt: ago(1) }),
    // A refund notice a crash left half sent: its lease lapsed with no outcome recorded.
    row({ user: payer, week: `refund:${payer.toHexString()}`, channel: 'email', status: 'sending', attempts: 1, leaseUntil: ago(2) }),
  ];
}

/** The old collection as production has it: the same three indexes the schema declares. */
async function oldLedger(db: mongo.Db, rows: mongo.Document[]): Promise<void> {
  const old = db.collection(OLD);
  await old.createIndex({ user: 1, week: 1, channel: 1 }, { unique: true });
  await old.createIndex({ retryAt: 1 }, { partialFilterExpression: { retryAt: { $exists: true } } });
  await old.createIndex({ leaseUntil: 1 }, { partialFilterExpression: { leaseUntil: { $exists: true } } });
  await old.insertMany(rows);
}

const byId = (rows: mongo.Document[]) => [...rows].sort((a, b) => String(a._id).localeCompare(String(b._id)));

/** Migration 0003 (decision 0081): the delivery ledger's rows move from `reminderdeliveries` to the outbox's `deliveries`. */
describe('migration 0003: reminderdeliveries becomes deliveries', () => {
  let t: TestApp;
  let db: mongo.Db;
  let claims: DeliveryClaims;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.connection.db!;
    claims = t.app.get(DeliveryClaims);
    // What a booted instance has before it migrates: the model's collection and indexes.
    await t.app.get<Model<Delivery>>(getModelToken(Delivery.name)).init();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await db.collection(NEW).deleteMany({});
    if (await exists(OLD)) await db.dropCollection(OLD);
  });

  const exists = async (name: string) => (await db.listCollections({ name }, { nameOnly: true }).toArray()).length > 0;
  const indexNames = async (name: string) => (await db.collection(name).indexes()).map((index) => index.name).sort();

  it('changes nothing on a fresh database, where there is no old collection', async () => {
    const before = await indexNames(NEW);
    await deliveriesCollection.up(db);
    expect(await exists(OLD)).toBe(false);
    expect(await indexNames(NEW)).toEqual(before);
    expect(await db.collection(NEW).countDocuments()).toBe(0);
  });

  it('keeps every row when the instance created deliveries before migrating (and a run cut short), and a pending claim stays claimable', async () => {
    const now = new Date();
    const rows = ledgerRows(now);
    await oldLedger(db, rows);
    // A first run stopped after copying one row: the next one must not trip on it.
    await db.collection(NEW).insertOne(rows[0]!);

    await deliveriesCollection.up(db);
    await deliveriesCollection.up(db);

    expect(await exists(OLD)).toBe(false);
    expect(byId(await db.collection(NEW).find({}).toArray())).toEqual(byId(rows));
    expect(await indexNames(NEW)).toEqual(['_id_', 'leaseUntil_1', 'retryAt_1', 'user_1_week_1_channel_1']);
    await expectStillClaimable(rows, now);
  });

  it('renames the old collection, with its indexes, when deliveries does not exist yet (npm run migrate)', async () => {
    const now = new Date();
    const rows = ledgerRows(now);
    await db.dropCollection(NEW);
    await oldLedger(db, rows);

    await deliveriesCollection.up(db);
    await deliveriesCollection.up(db);

    expect(await exists(OLD)).toBe(false);
    expect(byId(await db.collection(NEW).find({}).toArray())).toEqual(byId(rows));
    expect(await indexNames(NEW)).toEqual(['_id_', 'leaseUntil_1', 'retryAt_1', 'user_1_week_1_channel_1']);
    await expectStillClaimable(rows, now);
  });

  /** What was sent stays sent; the due receipt and the crashed refund notice are retried under their own ids. */
  async function expectStillClaimable(rows: mongo.Document[], now: Date): Promise<void> {
    const [digest, , welcome, receipt, refund] = rows;
    const neverSent = jest.fn(() => Promise.resolve());
    for (const sent of [digest!, welcome!]) {
      expect(await claims.deliverOnce({ user: sent.user, occasion: sent.week, channel: 'email', label: 'test' }, neverSent, undefined, now)).toBe('already-sent');
    }
    expect(neverSent).not.toHaveBeenCalled();

    const resent: ClaimedDelivery[] = [];
    const resend = (claim: ClaimedDelivery) => {
      resent.push(claim);
      return Promise.resolve();
    };
    expect(await claims.retryDue('receipt:', POLICY, resend, now)).toBe(1);
    expect(await claims.retryDue('refund:', POLICY, resend, now)).toBe(1);
    expect(resent).toEqual([
      { id: receipt!._id.toString(), user: receipt!.user, occasion: receipt!.week, attempts: 2 },
      { id: refund!._id.toString(), user: refund!.user, occasion: refund!.week, attempts: 2 },
    ]);
    const after = await db.collection(NEW).find({ _id: { $in: [receipt!._id, refund!._id] } }).sort({ _id: 1 }).toArray();
    expect(after.map((row) => row.status)).toEqual(['sent', 'sent']);
  }
});
