import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from './create-test-app';

const TOO_MANY = { error: 'Too many attempts. Please wait a minute and try again.' };
const email = () => `someone-${randomUUID().slice(0, 8)}@example.com`;
const login = (t: TestApp, address: string) =>
  t.http().post('/api/v1/auth/login').send({ email: address, password: 'wrong-password-1' });

describe('rate limits on sign-in, sign-up and forgot-password', () => {
  describe('per e-mail', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100', AUTH_RATE_LIMIT_PER_EMAIL: '3' } });
    });
    afterAll(() => t.close());

    it('answers 429 after the limit for one e-mail, whatever its case, and still serves others', async () => {
      const target = email();
      for (let attempt = 0; attempt < 3; attempt += 1) await login(t, target).expect(401);
      const res = await login(t, target.toUpperCase()).expect(429);
      expect(res.body).toEqual(TOO_MANY);
      expect(Number(res.headers['retry-after-email'])).toBeGreaterThan(0);
      await login(t, email()).expect(401);
    });

    it('counts sign-up, sign-in and forgot-password together', async () => {
      const target = email();
      await t.http().post('/api/v1/auth/register').send({ email: target, password: 'long-enough-1', firstName: 'A', lastName: 'B' }).expect(201);
      await login(t, target).expect(401);
      await t.http().post('/api/v1/auth/forgotpassword').send({ email: target }).expect(200);
      const res = await t.http().post('/api/v1/auth/forgotpassword').send({ email: target }).expect(429);
      expect(res.body).toEqual(TOO_MANY);
    });

    it('limits the public mailing list per e-mail too', async () => {
      const target = email();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await t.http().post('/api/v1/mailinglist').send({ email: target, reason: 'Subscribe' }).expect(201);
      }
      const res = await t.http().post('/api/v1/mailinglist').send({ email: target }).expect(429);
      expect(res.body).toEqual(TOO_MANY);
    });

    it('leaves signed-in routes alone', async () => {
      for (let i = 0; i < 5; i += 1) await t.http().get('/api/v1/auth/up').expect(200);
    });
  });

  describe('per IP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '4', AUTH_RATE_LIMIT_PER_EMAIL: '100' } });
    });
    afterAll(() => t.close());

    it('answers 429 after the limit from one address, even with a new e-mail each time', async () => {
      for (let attempt = 0; attempt < 4; attempt += 1) await login(t, email()).expect(401);
      const res = await login(t, email()).expect(429);
      expect(res.body).toEqual(TOO_MANY);
    });

    it('also limits bodies without an e-mail', async () => {
      const res = await t.http().post('/api/v1/auth/login').send({}).expect(429);
      expect(res.body).toEqual(TOO_MANY);
    });
  });

  describe('under NODE_ENV=test without settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '', AUTH_RATE_LIMIT_PER_EMAIL: '' } });
    });
    afterAll(() => t.close());

    it('does not limit, so suites can sign up many users', async () => {
      const target = email();
      for (let attempt = 0; attempt < 12; attempt += 1) await login(t, target).expect(401);
    });
  });
});
