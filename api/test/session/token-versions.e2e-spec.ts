import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';

const BOUND_MS = 1_000;
/** Time for a request and the scheduler on a busy machine, on top of the bound. */
const SLACK_MS = 1_500;

/**
 * Two API instances on one database, as in production behind a load balancer: a token revoked through
 * one must be refused by the other within the documented bound (TOKEN_VERSION_CACHE_MS), even though the
 * other answers from its cache.
 */
describe('token versions across API instances', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ env: { TOKEN_VERSION_CACHE_MS: String(BOUND_MS) } });
    second = await createTestApp({ env: { TOKEN_VERSION_CACHE_MS: String(BOUND_MS), MONGODB_DB: first.connection.db?.databaseName ?? '' } });
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  /** Milliseconds until `app` refuses the token, asking every 100 ms (on a route that reads no user). */
  async function msUntilRefused(app: TestApp, token: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < BOUND_MS + SLACK_MS) {
      const res = await app.http().get('/api/v1/todo').set(bearer(token));
      if (res.status === 401) {
        expect(res.body).toEqual({ error: 'Your session has ended. Please log in again.' });
        return Date.now() - started;
      }
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`still accepted after ${BOUND_MS + SLACK_MS} ms`);
  }

  it('refuses on the second instance a token revoked through the first, within the bound', async () => {
    const { user, token } = await signUp(first);
    await second.http().get('/api/v1/users/me').set(bearer(token)).expect(200);
    await first.connection.collection('users').updateOne({ email: user.email }, { $inc: { tokenVersion: 1 } });
    expect(await msUntilRefused(second, token)).toBeLessThanOrEqual(BOUND_MS + SLACK_MS);
  });

  it('refuses every token of a deleted account on the second instance within the bound', async () => {
    const { user, token } = await signUp(first);
    await second.http().get('/api/v1/users/me').set(bearer(token)).expect(200);
    await first.connection.collection('users').deleteOne({ email: user.email });
    expect(await msUntilRefused(second, token)).toBeLessThanOrEqual(BOUND_MS + SLACK_MS);
  });

  it('accepts the new token on the second instance at once after a revocation', async () => {
    const { user, token } = await signUp(first);
    await second.http().get('/api/v1/users/me').set(bearer(token)).expect(200);
    await first.connection.collection('users').updateOne({ email: user.email }, { $inc: { tokenVersion: 1 } });
    const login = await first.http().post('/api/v1/auth/login').send({ email: user.email, password: 'correct-horse-battery' }).expect(200);
    await second.http().get('/api/v1/users/me').set(bearer(login.body.token)).expect(200);
  });
});
