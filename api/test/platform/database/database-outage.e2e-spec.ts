import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Response } from 'supertest';
import { isDatabaseUnavailable } from '../../../src/platform/database/database-unavailable';
import { withTransaction } from '../../../src/platform/database/with-transaction';
import { startReplicaSet, type TestReplicaSet } from '../../../../scripts/lib/replica-set.mjs';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { bearer, signUp } from '../../support/factories/accounts';

const UNAVAILABLE = { error: 'Trail is briefly unavailable. Please try again in a moment.' };
/**
 * Fails fast: the API's own 2 s wait for a primary, not the driver's 30 s server selection or a transaction's
 * two minutes of retries. The brief's "about 3 s" is a speed goal, measured on an idle machine (about 2 s here);
 * a test only tells the two behaviours apart, with room for a CI machine loaded with emulated mongods.
 */
const ANSWER_WITHIN_MS = 10_000;

jest.setTimeout(240_000);

/** Its own mongod, so stopping it leaves the other test files' database alone. */
describe('while MongoDB is down', () => {
  let mongod: TestReplicaSet;
  let t: TestApp;
  let auth: { Authorization: string };
  const savedBeforeId = randomUUID();
  const savedDuringId = randomUUID();

  const saveBody = (saveId: string, link: string) => ({ title: 'Intro to SQL', link, type: 'Article', saveId });
  const save = (saveId: string, link: string) => t.http().post('/api/v1/learning').set(auth).send(saveBody(saveId, link));

  async function timed(request: PromiseLike<Response>): Promise<Response & { elapsedMs: number }> {
    const started = Date.now();
    const res = await request;
    return Object.assign(res, { elapsedMs: Date.now() - started });
  }

  function expectUnavailable(res: Response & { elapsedMs: number }): void {
    expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: UNAVAILABLE });
    expect(res.headers['retry-after']).toBe('5');
    expect(res.elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
  }

  async function waitUntilReady(): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if ((await t.http().get('/api/v1/health/ready')).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the API did not find MongoDB again within 120 s');
  }

  beforeAll(async () => {
    mongod = await startReplicaSet();
    t = await createTestApp({ env: { MONGODB_URI: mongod.uri } });
    auth = bearer((await signUp(t)).token);
    await save(savedBeforeId, 'https://example.com/before').expect(201);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await mongod.stopMongod();
  });

  afterAll(async () => {
    await t?.close();
    await mongod?.close();
  });

  it('answers a signed-in request 503 with Retry-After, not 401, after the API’s own short wait', async () => {
    expectUnavailable(await timed(t.http().get('/api/v1/users/me').set(auth)));
    expectUnavailable(await timed(t.http().get('/api/v1/learning/counts').set(auth)));
  });

  it('answers public routes and sign-in 503 too', async () => {
    expectUnavailable(await timed(t.http().get('/api/v1/skills')));
    expectUnavailable(await timed(t.http().post('/api/v1/auth/login').send({ email: 'ada@example.com', password: 'correct-horse-battery' })));
  });

  it('refuses a save with 503, so the client keeps it to send again', async () => {
    expectUnavailable(await timed(save(savedDuringId, 'https://example.com/during')));
  });

  it('reports the database in the readiness check while the wake-up ping still answers', async () => {
    expectUnavailable(await timed(t.http().get('/api/v1/health/ready')));
    await t.http().get('/api/v1/auth/up').expect(200, { status: 'up' });
  });

  it('ends a transaction at once instead of retrying it for minutes', async () => {
    const started = Date.now();
    const failure = await withTransaction(t.connection, (session) =>
      t.connection.collection('learningresources').insertOne({ link: 'https://example.com/tx' }, { session }),
    ).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS * 2);
  });

  describe('and once it is back', () => {
    beforeAll(async () => {
      await mongod.startMongod();
      await waitUntilReady();
    });

    it('serves the same token again', async () => {
      const res = await t.http().get('/api/v1/users/me').set(auth).expect(200);
      expect(res.body.user.firstName).toBe('Ada');
      await t.http().get('/api/v1/health/ready').expect(200, { status: 'ready', database: 'up' });
    });

    it('stores the retried save once, next to the one saved before', async () => {
      await save(savedDuringId, 'https://example.com/during').expect(201);
      await save(savedDuringId, 'https://example.com/during').expect(200);
      await save(savedBeforeId, 'https://example.com/before').expect(200);

      const stored = await t.connection.collection('learningresources').find().toArray();
      expect(stored.map((resource) => resource.link).sort()).toEqual(['https://example.com/before', 'https://example.com/during']);
    });
  });
});
