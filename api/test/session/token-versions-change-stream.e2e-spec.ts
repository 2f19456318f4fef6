import { MongoMemoryReplSet } from 'mongodb-memory-server-core';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';

/** Far longer than the test waits: only the change stream can explain a quick refusal. */
const CACHE_BOUND_MS = 60_000;
const STREAMED_WITHIN_MS = 5_000;

/**
 * On a replica set each instance watches users, so a token revoked through one instance is refused
 * by another almost at once, without waiting for the cache bound (docs/decisions/0027).
 */
describe('token versions across API instances, on a replica set', () => {
  let replSet: MongoMemoryReplSet;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    replSet = await MongoMemoryReplSet.create({ replSet: { count: 1 }, instanceOpts: [{ launchTimeout: 120_000 }] });
    await replSet.waitUntilRunning();
    const env = { MONGODB_URI: replSet.getUri(), TOKEN_VERSION_CACHE_MS: String(CACHE_BOUND_MS) };
    first = await createTestApp({ env });
    second = await createTestApp({ env: { ...env, MONGODB_DB: first.connection.db?.databaseName ?? '' } });
  }, 300_000);
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
    await replSet?.stop();
  });

  async function msUntilRefused(app: TestApp, token: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < STREAMED_WITHIN_MS) {
      const res = await app.http().get('/api/v1/todo').set(bearer(token));
      if (res.status === 401) return Date.now() - started;
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`still accepted after ${STREAMED_WITHIN_MS} ms, though the change stream should have reported it`);
  }

  it('refuses on the second instance a token revoked through the first, as soon as the change arrives', async () => {
    const { user, token } = await signUp(first);
    await second.http().get('/api/v1/todo').set(bearer(token)).expect(200);
    await first.connection.collection('users').updateOne({ email: user.email }, { $inc: { tokenVersion: 1 } });
    expect(await msUntilRefused(second, token)).toBeLessThan(STREAMED_WITHIN_MS);
  });

  it('refuses the tokens of a deleted account on the second instance as soon as the change arrives', async () => {
    const { user, token } = await signUp(first);
    await second.http().get('/api/v1/todo').set(bearer(token)).expect(200);
    await first.connection.collection('users').deleteOne({ email: user.email });
    expect(await msUntilRefused(second, token)).toBeLessThan(STREAMED_WITHIN_MS);
  });
});
