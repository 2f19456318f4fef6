import { EventEmitter } from 'node:events';
import type { ClientSession, Model } from 'mongoose';
import { Types } from 'mongoose';
import { EarningsCache, type ReadEarnings } from './earnings-cache';
import { userEarnings, userPending } from './ledger-accounts';
import type { LedgerAccount } from './schemas/ledger-account.schema';

/** A change stream the test drives: the server's first answer, changes, and the end. */
class FakeStream extends EventEmitter {
  closed = false;
  close = async () => {
    this.closed = true;
  };
}

const ADA = new Types.ObjectId().toHexString();
const accountId = new Types.ObjectId();
const read = (balanceKobo: number): ReadEarnings[] => [{ _id: accountId, account: userEarnings(ADA), balanceKobo, totals: { mentor_credit: balanceKobo } }];

async function watchingCache() {
  const streams: FakeStream[] = [];
  const model = { collection: { watch: () => streams[streams.push(new FakeStream()) - 1] } } as unknown as Model<LedgerAccount>;
  const cache = new EarningsCache(model);
  const started = cache.onModuleInit();
  streams[0]!.emit('resumeTokenChanged', {});
  await started;
  return { cache, stream: () => streams.at(-1)!, streams };
}

/** Reads Ada's account as the user's own answer does: ask, else read and hand it over. */
function readThrough(cache: EarningsCache, balanceKobo: number) {
  const known = cache.known(ADA);
  if (known !== undefined) return known;
  cache.reading(ADA)(read(balanceKobo));
  return 'read';
}

describe('EarningsCache', () => {
  it('serves what was read, until the change stream reports a change of that account by its _id', async () => {
    const { cache, stream } = await watchingCache();
    expect(readThrough(cache, 500)).toBe('read');
    expect(cache.known(ADA)).toEqual([{ account: userEarnings(ADA), balanceKobo: 500, totals: { mentor_credit: 500 } }]);
    stream().emit('change', { operationType: 'update', documentKey: { _id: new Types.ObjectId() } });
    expect(cache.known(ADA)).toBeDefined();
    stream().emit('change', { operationType: 'update', documentKey: { _id: accountId } });
    expect(cache.known(ADA)).toBeUndefined();
  });

  it('remembers that a user has no account yet, until one is opened for them', async () => {
    const { cache, stream } = await watchingCache();
    cache.reading(ADA)([]);
    expect(cache.known(ADA)).toEqual([]);
    stream().emit('change', { operationType: 'insert', documentKey: { _id: accountId }, fullDocument: { account: userEarnings(ADA) } });
    expect(cache.known(ADA)).toBeUndefined();
  });

  it('serves the pending account beside the earnings one, until either changes', async () => {
    const { cache, stream } = await watchingCache();
    const pendingId = new Types.ObjectId();
    cache.reading(ADA)([...read(500), { _id: pendingId, account: userPending(ADA), balanceKobo: 140_000, totals: { mentor_credit: 140_000 } }]);
    expect(cache.known(ADA)?.map((account) => account.balanceKobo)).toEqual([500, 140_000]);
    stream().emit('change', { operationType: 'update', documentKey: { _id: pendingId } });
    expect(cache.known(ADA)).toBeUndefined();
    cache.reading(ADA)(read(500));
    stream().emit('change', { operationType: 'insert', documentKey: { _id: pendingId }, fullDocument: { account: userPending(ADA) } });
    expect(cache.known(ADA)).toBeUndefined();
  });

  it('keeps no read that started before a change', async () => {
    const { cache, stream } = await watchingCache();
    const keep = cache.reading(ADA);
    stream().emit('change', { operationType: 'update', documentKey: { _id: new Types.ObjectId() } });
    keep(read(500));
    expect(cache.known(ADA)).toBeUndefined();
  });

  it('keeps every one of many first reads made at once', async () => {
    const { cache } = await watchingCache();
    const users = Array.from({ length: 3 }, () => new Types.ObjectId().toHexString());
    const keeps = users.map((user) => cache.reading(user));
    keeps.forEach((keep, i) => keep([{ _id: new Types.ObjectId(), account: userEarnings(users[i]!), balanceKobo: i, totals: {} }]));
    expect(users.map((user) => cache.known(user)?.[0]?.balanceKobo)).toEqual([0, 1, 2]);
  });

  it('neither serves nor keeps a user whose money a transaction here is moving, until its session has ended', async () => {
    const { cache } = await watchingCache();
    readThrough(cache, 500);
    const session = new EventEmitter() as unknown as ClientSession;
    cache.holdUntilEnded(session, [ADA]);
    expect(cache.known(ADA)).toBeUndefined();
    // A read inside the transaction's window saw the money before it.
    cache.reading(ADA)(read(500));
    expect(cache.known(ADA)).toBeUndefined();
    const before = cache.reading(ADA);
    session.emit('ended', session);
    before(read(500));
    expect(cache.known(ADA)).toBeUndefined();
    expect(readThrough(cache, 900)).toBe('read');
    expect(cache.known(ADA)).toMatchObject([{ balanceKobo: 900 }]);
  });

  it('caches nothing without a change stream, reopens one that ended, and no longer hears the old one', async () => {
    jest.useFakeTimers();
    try {
      const { cache, stream, streams } = await watchingCache();
      readThrough(cache, 500);
      stream().emit('change', { operationType: 'drop' });
      expect(streams[0]!.closed).toBe(true);
      expect(readThrough(cache, 500)).toBe('read');
      expect(cache.known(ADA)).toBeUndefined();
      jest.advanceTimersByTime(5_000);
      expect(streams).toHaveLength(2);
      stream().emit('resumeTokenChanged', {});
      readThrough(cache, 500);
      expect(cache.known(ADA)).toMatchObject([{ balanceKobo: 500 }]);
      // The closed stream's late complaint (the driver's "ChangeStream is closed") is not the new one's.
      streams[0]!.emit('error', new Error('ChangeStream is closed'));
      expect(cache.known(ADA)).toMatchObject([{ balanceKobo: 500 }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('caches nothing on a standalone mongod, which refuses change streams, and does not ask again', async () => {
    jest.useFakeTimers();
    try {
      const streams: FakeStream[] = [];
      const model = { collection: { watch: () => streams[streams.push(new FakeStream()) - 1] } } as unknown as Model<LedgerAccount>;
      const cache = new EarningsCache(model);
      const started = cache.onModuleInit();
      streams[0]!.emit('error', Object.assign(new Error('The $changeStream stage is only supported on replica sets'), { code: 40573 }));
      await started;
      cache.reading(ADA)(read(500));
      expect(cache.known(ADA)).toBeUndefined();
      jest.advanceTimersByTime(60_000);
      expect(streams).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
