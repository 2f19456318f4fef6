import { randomUUID } from 'node:crypto';
import { RateLimitCountersService } from '../../../src/platform/throttling/rate-limit-counters.service';
import { RateLimitTally } from '../../../src/platform/throttling/rate-limit-tally.service';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { signUp, TEST_PASSWORD } from '../../support/factories/accounts';

const TOO_MANY = { error: 'Too many attempts. Please wait a minute and try again.' };
const TOO_MANY_FAILED = {
  error: 'Too many wrong passwords for this e-mail. Please wait a little and try again, or reset your password.',
};
const email = () => `someone-${randomUUID().slice(0, 8)}@example.com`;
const login = (t: TestApp, address: string, password = 'wrong-password-1', ip?: string) => {
  const req = t.http().post('/api/v1/auth/login');
  if (ip) req.set('X-Forwarded-For', ip);
  return req.send({ email: address, password });
};
const retryAfter = (res: { headers: Record<string, string> }) => Number(res.headers['retry-after']);

/** Counts live in fixed windows: a burst that straddled a window's end would start counting again. */
async function awayFromWindowEdge(windowMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Every limit is named, so a setting from an earlier app in this file never leaks into the next. */
const limits = (env: Record<string, string>) => ({
  RATE_LIMIT_PER_IP: '',
  RATE_LIMIT_PER_ACCOUNT: '',
  RATE_LIMIT_SYNC_MS: '',
  AUTH_RATE_LIMIT_PER_IP: '',
  AUTH_RATE_LIMIT_PER_EMAIL: '',
  LOGIN_FAILURES_BEFORE_DELAY: '',
  LOGIN_FAILURES_PER_ACCOUNT: '',
  PASSWORD_RECHECK_PER_IP: '',
  TRUST_PROXY: '',
  ...env,
});

describe('rate limits', () => {
  describe('routes that ask for the password again', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: limits({ PASSWORD_RECHECK_PER_IP: '2' }) });
    });
    afterAll(() => t.close());

    it('lets an address try saving bank details only so often an hour, whatever the session', async () => {
      await awayFromWindowEdge(HOUR_MS);
      const save = () => t.http().put('/api/v1/payments/bankdetails').send({});
      await save().expect(401);
      await save().expect(401);
      const refused = await save().expect(429);
      expect(refused.body).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
      expect(retryAfter(refused)).toBeGreaterThan(0);
    });
  });

  describe('failed sign-ins per (IP, e-mail)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: limits({ LOGIN_FAILURES_BEFORE_DELAY: '3', TRUST_PROXY: '1' }) });
    });
    afterAll(() => t.close());

    const rewindFailures = (ms: number) =>
      t.connection.collection('ratelimitcounters').updateMany({ nextAt: { $exists: true } }, [
        { $set: { nextAt: { $subtract: ['$nextAt', ms] } } },
      ]);

    it('makes the next try wait after the free attempts, longer after each further wrong password', async () => {
      const target = email();
      for (let attempt = 0; attempt < 3; attempt += 1) await login(t, target, 'wrong-password-1', '10.0.0.1').expect(401);
      const first = await login(t, target.toUpperCase(), 'wrong-password-1', '10.0.0.1').expect(429);
      expect(first.body).toEqual(TOO_MANY_FAILED);
      expect(retryAfter(first)).toBeGreaterThan(20);
      expect(retryAfter(first)).toBeLessThanOrEqual(30);

      await rewindFailures(31_000);
      await login(t, target, 'wrong-password-1', '10.0.0.1').expect(401);
      const second = await login(t, target, 'wrong-password-1', '10.0.0.1').expect(429);
      expect(retryAfter(second)).toBeGreaterThan(50);
      expect(retryAfter(second)).toBeLessThanOrEqual(60);
    });

    it('does not lock out the same e-mail from another address, nor other e-mails from the same one', async () => {
      const target = email();
      for (let attempt = 0; attempt < 3; attempt += 1) await login(t, target, 'wrong-password-1', '10.0.0.2').expect(401);
      await login(t, target, 'wrong-password-1', '10.0.0.2').expect(429);
      await login(t, target, 'wrong-password-1', '10.0.0.3').expect(401);
      await login(t, email(), 'wrong-password-1', '10.0.0.2').expect(401);
    });

    it('starts the count again after a right password', async () => {
      const { user } = await signUp(t);
      for (let attempt = 0; attempt < 2; attempt += 1) await login(t, user.email, 'wrong-password-1', '10.0.0.4').expect(401);
      await login(t, user.email, TEST_PASSWORD, '10.0.0.4').expect(200);
      for (let attempt = 0; attempt < 3; attempt += 1) await login(t, user.email, 'wrong-password-1', '10.0.0.4').expect(401);
      await login(t, user.email, 'wrong-password-1', '10.0.0.4').expect(429);
    });

    it('does not count a wrong body as a wrong password', async () => {
      const target = email();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await t.http().post('/api/v1/auth/login').set('X-Forwarded-For', '10.0.0.5').send({ email: target }).expect(400);
      }
      await login(t, target, 'wrong-password-1', '10.0.0.5').expect(401);
    });
  });

  describe('forgot-password per (address, e-mail) and the mailing list per e-mail', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: limits({ AUTH_RATE_LIMIT_PER_EMAIL: '2', TRUST_PROXY: '1' }) });
    });
    afterAll(() => t.close());

    it('answers 429 with Retry-After after the budget for one e-mail, whatever its case, and still serves others', async () => {
      await awayFromWindowEdge(HOUR_MS);
      const target = email();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await t.http().post('/api/v1/auth/forgotpassword').send({ email: target }).expect(200);
      }
      const res = await t.http().post('/api/v1/auth/forgotpassword').send({ email: target.toUpperCase() }).expect(429);
      expect(res.body).toEqual(TOO_MANY);
      expect(retryAfter(res)).toBeGreaterThan(0);
      expect(retryAfter(res)).toBeLessThanOrEqual(3600);
      await t.http().post('/api/v1/auth/forgotpassword').send({ email: email() }).expect(200);
    });

    it('lets the owner ask from her own address after a stranger spent the budget for her e-mail elsewhere (review L11)', async () => {
      await awayFromWindowEdge(HOUR_MS);
      const target = email();
      const forgot = (ip: string) => t.http().post('/api/v1/auth/forgotpassword').set('X-Forwarded-For', ip).send({ email: target });
      for (let attempt = 0; attempt < 2; attempt += 1) await forgot('10.3.0.1').expect(200);
      await forgot('10.3.0.1').expect(429, TOO_MANY);
      await forgot('10.3.0.2').expect(200);
    });

    it('gives the mailing list a budget of its own', async () => {
      await awayFromWindowEdge(HOUR_MS);
      const target = email();
      await t.http().post('/api/v1/auth/forgotpassword').send({ email: target }).expect(200);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await t.http().post('/api/v1/mailinglist').send({ email: target, reason: 'Subscribe' }).expect(201);
      }
      const res = await t.http().post('/api/v1/mailinglist').send({ email: target }).expect(429);
      expect(res.body).toEqual(TOO_MANY);
    });
  });

  describe('per IP, per route', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: limits({ RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_IP: '3', TRUST_PROXY: '1' }) });
    });
    afterAll(() => t.close());

    beforeEach(() => awayFromWindowEdge(MINUTE_MS));

    it('limits every route, each with its own budget', async () => {
      for (let i = 0; i < 5; i += 1) await t.http().get('/api/v1/auth/up').set('X-Forwarded-For', '10.1.0.1').expect(200);
      const res = await t.http().get('/api/v1/auth/up').set('X-Forwarded-For', '10.1.0.1').expect(429);
      expect(res.body).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
      expect(retryAfter(res)).toBeGreaterThan(0);
      expect(retryAfter(res)).toBeLessThanOrEqual(60);
      await t.http().get('/api/v1/users/me').set('X-Forwarded-For', '10.1.0.1').expect(401);
    });

    it('gives sign-in a tighter budget, even with a new e-mail each time', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) await login(t, email(), 'wrong-password-1', '10.1.0.2').expect(401);
      const res = await login(t, email(), 'wrong-password-1', '10.1.0.2').expect(429);
      expect(res.body).toEqual(TOO_MANY);
      expect(retryAfter(res)).toBeGreaterThan(0);
    });

    it('counts each client behind the proxy on its own', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) await login(t, email(), 'wrong-password-1', '10.1.0.3').expect(401);
      await login(t, email(), 'wrong-password-1', '10.1.0.3').expect(429);
      await login(t, email(), 'wrong-password-1', '10.1.0.4').expect(401);
    });

    it('reads only the hops it trusts, so a forged X-Forwarded-For does not buy a new budget', async () => {
      const forged = (fake: string) =>
        t.http().post('/api/v1/auth/login').set('X-Forwarded-For', `${fake}, 10.1.0.5`).send({ email: email(), password: 'x' });
      for (let attempt = 0; attempt < 3; attempt += 1) await forged(`192.0.2.${attempt}`).expect(401);
      await forged('192.0.2.99').expect(429);
    });
  });

  describe('two API instances on one database', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      const database = `trail-test-shared-${randomUUID().slice(0, 8)}`;
      first = await createTestApp({ database, env: limits({ AUTH_RATE_LIMIT_PER_IP: '4' }) });
      second = await createTestApp({ database, env: limits({ AUTH_RATE_LIMIT_PER_IP: '4' }) });
    });
    afterAll(async () => {
      await second.app.close();
      await first.close();
    });

    it('share one count, so a second instance gives no extra attempts', async () => {
      await awayFromWindowEdge(MINUTE_MS);
      await login(first, email()).expect(401);
      await login(second, email()).expect(401);
      await login(first, email()).expect(401);
      await login(second, email()).expect(401);
      await login(first, email()).expect(429);
      await login(second, email()).expect(429);
    });
  });

  describe('the every-route budget on two API instances', () => {
    const SYNC_MS = 100;
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      const database = `trail-test-tally-${randomUUID().slice(0, 8)}`;
      const env = limits({ RATE_LIMIT_PER_IP: '5', RATE_LIMIT_SYNC_MS: String(SYNC_MS), TRUST_PROXY: '1' });
      first = await createTestApp({ database, env });
      second = await createTestApp({ database, env });
    });
    afterAll(async () => {
      await second.app.close();
      await first.close();
    });

    const up = (t: TestApp, ip: string) => t.http().get('/api/v1/auth/up').set('X-Forwarded-For', ip);

    it('is counted on each instance at once, and shared with the other from its next sync', async () => {
      await awayFromWindowEdge(MINUTE_MS);
      for (let i = 0; i < 5; i += 1) await up(first, '10.2.0.1').expect(200);
      const refused = await up(first, '10.2.0.1').expect(429);
      expect(refused.body).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
      await first.app.get(RateLimitTally).sync();
      // The second instance learns the shared count with its first sync of this address: until then it
      // lets requests through (the bound of decision 0024's amendment), then it refuses too.
      await up(second, '10.2.0.1').expect(200);
      await second.app.get(RateLimitTally).sync();
      await up(second, '10.2.0.1').expect(429);
      await up(second, '10.2.0.2').expect(200);
    });

    it('syncs on its own, every RATE_LIMIT_SYNC_MS', async () => {
      await awayFromWindowEdge(MINUTE_MS);
      // Nothing left to sync on either instance, so the only new counter is this request's.
      await first.app.get(RateLimitTally).sync();
      await second.app.get(RateLimitTally).sync();
      const counters = first.connection.collection('ratelimitcounters');
      const before = await counters.countDocuments();
      await up(first, '10.2.0.3').expect(200);
      const deadline = Date.now() + 50 * SYNC_MS;
      while ((await counters.countDocuments()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, SYNC_MS));
      expect(await counters.countDocuments()).toBe(before + 1);
    });
  });

  describe('under NODE_ENV=test without settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: limits({}) });
    });
    afterAll(() => t.close());

    it('does not limit, so suites can sign up many users', async () => {
      const target = email();
      for (let attempt = 0; attempt < 12; attempt += 1) await login(t, target).expect(401);
    });

    it('counts an hour and a day apart in the first hour of a UTC day, when both windows start at the same instant', async () => {
      const counters = t.app.get(RateLimitCountersService);
      const key = `midnight|${randomUUID()}`;
      const hourly = { limit: 3, windowMs: HOUR_MS };
      const daily = { limit: 10, windowMs: 24 * HOUR_MS };
      const justAfterMidnight = Date.UTC(2026, 11, 8, 0, 23);
      const waits: number[] = [];
      for (let request = 0; request < 4; request += 1) {
        waits.push(await counters.take(key, hourly, justAfterMidnight), await counters.take(key, daily, justAfterMidnight));
      }
      // The fourth request is over the hour's 3; the day's 10 is far off.
      expect(waits.map((wait) => wait > 0)).toEqual([false, false, false, false, false, false, true, false]);
    });
  });
});
