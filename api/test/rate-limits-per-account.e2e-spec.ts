import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import { SessionService } from '../src/auth/session.service';
import { createTestApp, type TestApp } from './create-test-app';
import { ADULT_BIRTH_MONTH, bearer } from './factories/accounts';

const CARRIER_ADDRESS = '102.89.32.7';
const PEOPLE = 2_000;
const PER_IP = 100;
const PER_ACCOUNT = 30;
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
      env: { RATE_LIMIT_PER_IP: String(PER_IP), RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT), RATE_LIMIT_SYNC_MS: '', TRUST_PROXY: '1' },
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
    // Each opens the dashboard: their profile and their to-do list, 40 times what one address may ask anonymously.
    const statuses = await inParallel(tokens, 16, async (token) => {
      const answers = [];
      for (const path of ['/users/me?balances=false', '/todo']) answers.push((await fromCarrier(path, token)).status);
      return answers;
    });
    const counts = statuses.flat().reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 200: PEOPLE * 2 });
  }, 180_000);

  it('keeps the per-address budget for anonymous routes, whatever token comes with them', async () => {
    await awayFromWindowEdge(MINUTE_MS);
    const address = '102.89.40.1';
    const up = (token?: string) => {
      const req = t.http().get('/api/v1/auth/up').set('X-Forwarded-For', address);
      return token ? req.set(bearer(token)) : req;
    };
    for (let i = 0; i < PER_IP; i += 1) await up(tokens[i]).expect(200);
    await up().expect(429, TOO_MANY);
    await up(tokens[PER_IP]).expect(429, TOO_MANY);
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
