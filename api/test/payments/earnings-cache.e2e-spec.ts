import { ACCOUNTS, userEarnings } from '../../src/payments/ledger/ledger-accounts';
import { InsufficientBalanceError, LedgerService } from '../../src/payments/ledger/ledger.service';
import type { Movement } from '../../src/payments/ledger/movement';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { commandsDuring, monitoredCommandsEnv, TOKEN_CHECK } from '../support/database-commands';
import { bearer, signUp } from '../support/factories/accounts';

/** Time for a change to reach the other instance's change stream on a busy machine. */
const STREAM_SLACK_MS = 2_500;

let reference = 0;
/** Money Trail owes the user for a mentoring hour: what both balances of GET /users/me count. */
const credit = (userId: string, amountKobo: number): Movement[] => [
  { reference: `earnings-cache-${(reference += 1)}`, kind: 'mentor_credit', debit: ACCOUNTS.clearing, credit: userEarnings(userId), amountKobo, reason: 'A mentoring hour' },
];
/** A payout larger than the user has: refused, nothing recorded. */
const overdraw = (userId: string): Movement[] => [
  { reference: `earnings-cache-${(reference += 1)}`, kind: 'withdrawal', debit: userEarnings(userId), credit: ACCOUNTS.payoutsPending, amountKobo: 10_000_000, reason: 'Too much' },
];

/** Asks every 20 ms until `read` answers `expected`; how long that took. */
async function msUntil<T>(read: () => Promise<T>, expected: T): Promise<number> {
  const started = Date.now();
  let last: T | undefined;
  while (Date.now() - started < STREAM_SLACK_MS) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`still ${JSON.stringify(last)} after ${STREAM_SLACK_MS} ms, not ${JSON.stringify(expected)}`);
}

const balancesOn = async (app: TestApp, token: string) => {
  const { user } = (await app.http().get('/api/v1/users/me').set(bearer(token)).expect(200)).body as { user: { totalBalance: number; mentorBalance: number } };
  return { totalBalance: user.totalBalance, mentorBalance: user.mentorBalance };
};

/**
 * GET /users/me keeps each earner's balances per instance (decision 0071): the ledger is joined on a
 * first read, then the user is read alone, and money moved on any instance shows on the next answers.
 */
describe('the earnings cache behind GET /users/me', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ env: { ...monitoredCommandsEnv(), TOKEN_VERSION_CACHE_MS: '60000' } });
    second = await createTestApp({ env: { TOKEN_VERSION_CACHE_MS: '60000', MONGODB_DB: first.connection.db?.databaseName ?? '' } });
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  const commands = async (act: () => Promise<unknown>) => (await commandsDuring(first.connection, act)).filter((command) => command !== TOKEN_CHECK);

  it('joins the ledger on the first read, then reads the user alone, with the same answer', async () => {
    const { user, token } = await signUp(first);
    await first.app.get(LedgerService).post(credit(user._id, 250_000));
    let answers: unknown[] = [];
    const sent = await commands(async () => {
      answers = [await balancesOn(first, token), await balancesOn(first, token), await balancesOn(first, token)];
    });
    expect(sent).toEqual(['aggregate users', 'find users', 'find users']);
    expect(answers).toEqual(Array(3).fill({ totalBalance: 250_000, mentorBalance: 250_000 }));
  });

  it('answers money moved on this instance from the next request on, every time', async () => {
    const { user, token } = await signUp(first);
    const ledger = first.app.get(LedgerService);
    for (let round = 1; round <= 10; round += 1) {
      await balancesOn(first, token);
      await balancesOn(first, token);
      await ledger.post(credit(user._id, 1_000));
      expect(await balancesOn(first, token)).toEqual({ totalBalance: round * 1_000, mentorBalance: round * 1_000 });
    }
  });

  it('answers reads made while a transaction moves the money from the ledger, and keeps none of them', async () => {
    const { user, token } = await signUp(first);
    const ledger = first.app.get(LedgerService);
    await balancesOn(first, token);
    const movements = credit(user._id, 7_000);
    await ledger.openAccountsFor(movements);
    let during: { totalBalance: number }[] = [];
    await first.connection.transaction(async (session) => {
      await ledger.postIn(session, movements);
      // Not committed yet: these reads see none of it, and would be wrong if kept.
      during = await Promise.all([balancesOn(first, token), balancesOn(first, token)]);
    });
    expect(during.map((read) => read.totalBalance)).toEqual([0, 0]);
    expect(await balancesOn(first, token)).toEqual({ totalBalance: 7_000, mentorBalance: 7_000 });
  });

  it('goes back to the cache once a transaction has ended, including one that recorded nothing', async () => {
    const { user, token } = await signUp(first);
    const ledger = first.app.get(LedgerService);
    await ledger.post(credit(user._id, 3_000));
    await expect(ledger.post(overdraw(user._id))).rejects.toBeInstanceOf(InsufficientBalanceError);
    await msUntil(() => commands(() => balancesOn(first, token)), ['find users']);
    expect(await balancesOn(first, token)).toEqual({ totalBalance: 3_000, mentorBalance: 3_000 });
  });

  it('answers on another instance the money moved through this one, for an account opened then and for one that existed', async () => {
    const { user, token } = await signUp(first);
    const ledger = first.app.get(LedgerService);
    for (const [round, expected] of [
      [1, 4_000],
      [2, 9_000],
    ] as const) {
      // Cached on the second instance: no account yet in round 1, 4,000 in round 2.
      await balancesOn(second, token);
      await balancesOn(second, token);
      await ledger.post(credit(user._id, round === 1 ? 4_000 : 5_000));
      expect(await msUntil(() => balancesOn(second, token), { totalBalance: expected, mentorBalance: expected })).toBeLessThan(STREAM_SLACK_MS);
    }
  });
});
