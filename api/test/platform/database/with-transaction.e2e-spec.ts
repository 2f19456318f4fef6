import { Schema, type Connection, type Model } from 'mongoose';
import { withTransaction } from '../../../src/platform/database/with-transaction';
import { createTestApp, type TestApp } from '../../support/create-test-app';

interface Entry {
  reference: string;
  amountKobo: number;
}

describe('withTransaction', () => {
  let t: TestApp;
  let entries: Model<Entry>;
  let connection: Connection;

  beforeAll(async () => {
    t = await createTestApp();
    connection = t.connection;
    entries = connection.model<Entry>('TransactionTestEntry', new Schema<Entry>({ reference: { type: String, unique: true }, amountKobo: Number }));
    await entries.createCollection();
    await entries.init();
  });
  beforeEach(() => entries.deleteMany({}));
  afterAll(() => t.close());

  it('keeps every write when the work finishes', async () => {
    const result = await withTransaction(connection, async (session) => {
      await entries.create([{ reference: 'debit-1', amountKobo: -5_000 }], { session });
      await entries.create([{ reference: 'credit-1', amountKobo: 5_000 }], { session });
      return 'done';
    });

    expect(result).toBe('done');
    expect(await entries.countDocuments()).toBe(2);
  });

  it('leaves nothing written when the work fails half way', async () => {
    const attempt = withTransaction(connection, async (session) => {
      await entries.create([{ reference: 'debit-2', amountKobo: -5_000 }], { session });
      throw new Error('the transfer provider refused');
    });

    await expect(attempt).rejects.toThrow('the transfer provider refused');
    expect(await entries.countDocuments()).toBe(0);
  });

  it('leaves nothing written when the second write breaks a unique index', async () => {
    await entries.create({ reference: 'taken', amountKobo: 1 });
    const attempt = withTransaction(connection, async (session) => {
      await entries.create([{ reference: 'debit-3', amountKobo: -100 }], { session });
      await entries.create([{ reference: 'taken', amountKobo: 100 }], { session });
    });

    await expect(attempt).rejects.toMatchObject({ code: 11000 });
    expect(await entries.find().distinct('reference')).toEqual(['taken']);
  });

  it('hides uncommitted writes from readers outside the transaction', async () => {
    await withTransaction(connection, async (session) => {
      await entries.create([{ reference: 'pending', amountKobo: 1 }], { session });
      expect(await entries.countDocuments()).toBe(0);
    });
    expect(await entries.countDocuments()).toBe(1);
  });
});
