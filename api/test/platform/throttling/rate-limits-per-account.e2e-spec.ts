import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import { SessionService } from '../../../src/session/session.service';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { ADULT_BIRTH_MONTH, bearer } from '../../support/factories/accounts';

const CARRIER_ADDRESS = '102.89.32.7';
const PEOPLE = 2_000;
const PER_IP = 100;
const PER_ACCOUNT = 30;
const AUTH_PER_IP = 5;
const RECHECKS = 3;
const TOO_MANY = { error: 'Too many requests. Please wait a moment and try again.' };
const MINUTE_MS = 60_000;

/** Counts live in fixed windows: a burst that straddled a window's end would start counting again. */
async function awayFromWindowEdge(windowMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Runs `work` on every item, `width` at a time. */
async function inParallel<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

/** Decision 0076: signed-in routes are limited per account, anonymous ones per address, so a carrier's NAT locks nobody out. */
describe('rate limits per account behind one carrier address', () => {
  let t: TestApp;
  let tokens: string[];

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_PER_IP: String(PER_IP),
        RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
        AUTH_RATE_LIMIT_PER_IP: String(AUTH_PER_IP),
        PASSWORD_RECHECK_PER_IP: String(RECHECKS),
        RATE_LIMIT_SYNC_MS: '',
        TRUST_PROXY: '1',
      },
    });
    // Learners made cheaply: inserted as the users module stores them, each with a session Trail signed.
    const now = new Date();
    const people = Array.from({ length: PEOPLE }, () => ({
      _id: new Types.ObjectId(),
      email: `carrier-${randomUUID().slice(0, 12)}@example.com`,
      firstName: 'Chidi',
      lastName: 'Eze',
      birthMonth: ADULT_BIRTH_MONTH,
      emailVerified: true,
      tokenVersion: 0,
      createdAt: now,
      updatedAt: now,
    }));
    await t.connection.collection('users').insertMany(people);
    const sessions = t.app.get(SessionService);
    tokens = await Promise.all(people.map((person) => sessions.issue(person)));
  }, 120_000);
  afterAll(() => t.close());

  const fromCarrier = (path: string, token?: string) => {
    const req = t.http().get(`/api/v1${path}`).set('X-Forwarded-For', CARRIER_ADDRESS);
    return token ? req.set(bearer(token)) : req;
  };

  it(`serves ${PEOPLE} signed-in people behind one address using Trail normally, none refused`, async () => {
    // Each opens the dashboard: its wake-up ping (an anonymous route, sent with the session), their profile and
    // their to-do list; 20 times what one address may ask of each route without a session.
    const statuses = await inParallel(tokens, 16, async (token) => {
      const answers = [];
      for (const path of ['/auth/up', '/users/me?balances=false', '/todo']) answers.push((await fromCarrier(path, token)).status);
      return answers;
    });
    const counts = statuses.flat().reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 200: PEOPLE * 3 });
  }, 180_000);

  it('keeps the per-address budget for requests without a session', async () => {
    await awayFromWindowEdge(MINUTE_MS);
    const up = () => t.http().get('/api/v1/auth/up').set('X-Forwarded-For', '102.89.40.1');
    for (let i = 0; i < PER_IP; i += 1) await up().expect(200);
    await up().expect(429, TOO_MANY);
    await up().set(bearer(tokens[0] as string)).expect(200);
  }, 60_000);

  it('counts the sign-in routes per address whatever token comes with them, so an account farm buys no guesses', async () => {
    await awayFromWindowEdge(MINUTE_MS);
    const login = (i: number) =>
      t
        .http()
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', '102.89.40.3')
        .set(bearer(tokens[i] as string))
        .send({ email: `someone-${i}@example.com`, password: 'a-wrong-guess' });
    for (let i = 0; i < AUTH_PER_IP; i += 1) await login(i).expect(401);
    await login(AUTH_PER_IP).expect(429, { error: 'Too many attempts. Please wait a minute and try again.' });
  }, 60_000);

  it('counts a password re-check per account from any address, so a stolen session gains nothing from many', async () => {
    const [thief, owner] = [tokens[10] as string, tokens[11] as string];
    const save = (token: string, ip: string) => t.http().put('/api/v1/payments/bankdetails').set('X-Forwarded-For', ip).set(bearer(token)).send({});
    for (let i = 0; i < RECHECKS; i += 1) expect((await save(thief, `102.89.50.${i + 1}`)).status).not.toBe(429);
    await save(thief, '102.89.50.99').expect(429, { error: 'Too many attempts. Please wait a minute and try again.' });
    expect((await save(owner, '102.89.50.1')).status).not.toBe(429);
  }, 60_000);

  it('counts a signed-in route per address when the token is missing or not signed by Trail, so made-up subjects buy nothing', async () => {
    await awayFromWindowEdge(MINUTE_MS);
    const address = '102.89.40.2';
    const forger = new JwtService();
    const forged = () => forger.sign({ sub: new Types.ObjectId().toString(), v: 0 }, { secret: 'not-trails-secret-not-trails-secret', algorithm: 'HS256' });
    const me = (token?: string) => {
      const req = t.http().get('/api/v1/users/me').set('X-Forwarded-For', address);
      return token ? req.set(bearer(token)) : req;
    };
    for (let i = 0; i < PER_IP / 2; i += 1) await me().expect(401);
    for (let i = 0; i < PER_IP / 2; i += 1) await me(forged()).expect(401);
    await me(forged()).expect(429, TOO_MANY);
    await me().expect(429, TOO_MANY);
    // The learners behind the same address are not touched by it.
    await me(tokens[0]).expect(200);
  }, 60_000);

  it('stops one account’s runaway client at its own budget, and only that account', async () => {
    await awayFromWindowEdge(MINUTE_MS);
    const [runaway, neighbour] = [tokens[PEOPLE - 1] as string, tokens[PEOPLE - 2] as string];
    let served = 0;
    for (let i = 0; i < PER_ACCOUNT + 5; i += 1) if ((await fromCarrier('/todo', runaway)).status === 200) served += 1;
    expect(served).toBeLessThanOrEqual(PER_ACCOUNT);
    const refused = await fromCarrier('/todo', runaway).expect(429, TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await fromCarrier('/todo', neighbour).expect(200);
    await fromCarrier('/users/me?balances=false', runaway).expect(200);
  }, 60_000);
});
