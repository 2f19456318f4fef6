import type { Balances, LedgerPage, WithdrawalsPage } from '@trail/shared';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import { paymentMovements } from '../../src/payments/ledger/money-movements';
import type { TestApp } from '../support/create-test-app';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { endBankPause } from '../support/factories/bank-accounts';

const GTB = { bankName: 'Guaranty Trust Bank', bankCode: '058' };

/** Withdrawing over HTTP: the spec's messages, the bank-details and pause rules, one debit however many ask at once. */
describe('POST /payments/transfer, GET /payments/withdrawals, /payments/balance and /payments/ledger', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let ledger: LedgerService;

  beforeAll(async () => {
    ({ t, close } = await createPaystackTestApp({ transferDelayMs: 30, webhooks: true }));
    ledger = t.app.get(LedgerService);
  });
  afterAll(() => close?.());

  const saveBank = async (who: SignedUp, accountNumber: string) => {
    const { accountName } = (await t.http().post('/api/v1/payments/resolveaccount').set(bearer(who.token)).send({ accountNumber, bankCode: GTB.bankCode })).body;
    const res = await t.http().put('/api/v1/payments/bankdetails').set(bearer(who.token)).send({ accountNumber, accountName, ...GTB, password: who.password });
    expect(res.status).toBe(200);
  };
  /** Bank details saved, and the day they wait (decision 0077) over. */
  const saveBankAndWait = async (who: SignedUp, accountNumber: string) => {
    await saveBank(who, accountNumber);
    await endBankPause(t, who.user._id);
  };
  /** A verified mentor who earned ₦1,400 of a ₦2,000 hour, with bank details unless told otherwise. */
  const fundedMentor = async (bank: string | null = '0123456789'): Promise<SignedUp> => {
    const mentor = await signUp(t);
    await setAccess(t, mentor.user._id, { role: 'mentor', emailVerified: true });
    await ledger.post(paymentMovements({ reference: `pay-${mentor.user._id}`, amountKobo: 200_000, purpose: 'a mentoring hour', mentorId: mentor.user._id }, { platformFeeBps: 3_000, referralShareBps: 0 }));
    if (bank) await saveBankAndWait(mentor, bank);
    return mentor;
  };
  const withdraw = (who: SignedUp, body: unknown) => t.http().post('/api/v1/payments/transfer').set(bearer(who.token)).send(body as object);
  const get = <T>(who: SignedUp, path: string) => t.http().get(`/api/v1/payments/${path}`).set(bearer(who.token)).then((res) => res.body as T);

  it('answers the spec’s messages for a missing, invalid or too large amount', async () => {
    const mentor = await fundedMentor();
    const cases: [unknown, string][] = [
      [{}, 'Please type in an amount'],
      [{ amount: '' }, 'Please type in an amount'],
      [{ amount: null }, 'Please type in an amount'],
      [{ amount: 0.5 }, 'Please type in a valid amount'],
      [{ amount: -20 }, 'Please type in a valid amount'],
      [{ amount: 'abc' }, 'Please type in a valid amount'],
      [{ amount: 10.505 }, 'Please type in a valid amount'],
      [{ amount: 99.99 }, 'The smallest withdrawal is N 100'],
      [{ amount: '1' }, 'The smallest withdrawal is N 100'],
      [{ amount: [100] }, 'Please type in a valid amount'],
      [{ amount: 1400.01 }, 'Cannot withdraw more than N 1,400'],
    ];
    for (const [body, error] of cases) {
      const res = await withdraw(mentor, body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error } });
    }
    expect((await get<Balances>(mentor, 'balance')).withdrawableKobo).toBe(140_000);
  });

  it('withdraws: 201 with the spec’s message, then the history, the balance and the ledger show it', async () => {
    const mentor = await fundedMentor();
    const res = await withdraw(mentor, { amount: 1000.5 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Withdrawal Successful',
      withdrawal: { _id: expect.any(String), amountKobo: 100_050, status: expect.stringMatching(/^(processing|settled)$/), createdAt: expect.any(String) },
    });

    expect(await get<Balances>(mentor, 'balance')).toEqual({ withdrawableKobo: 39_950, pendingKobo: 0, totalEarnedKobo: 140_000, referralEarningsKobo: 0 });
    const history = await get<WithdrawalsPage>(mentor, 'withdrawals');
    expect(history).toEqual({ withdrawals: [expect.objectContaining({ _id: res.body.withdrawal._id, amountKobo: 100_050 })], hasMore: false });

    const page = await get<LedgerPage>(mentor, 'ledger?limit=1');
    expect(page.hasMore).toBe(true);
    expect(page.entries[0]).toEqual(expect.objectContaining({ kind: 'withdrawal', amountKobo: -100_050, reason: 'Withdrawal to your bank account' }));
    const rest = await get<LedgerPage>(mentor, `ledger?before=${page.entries[0]!._id}`);
    expect(rest).toEqual({ entries: [expect.objectContaining({ kind: 'mentor_credit', amountKobo: 140_000, reason: 'Earning for a mentoring hour' })], hasMore: false });
  });

  it('a failed transfer shows as failed and the money is back', async () => {
    const mentor = await fundedMentor('9999999999');
    expect((await withdraw(mentor, { amount: 1400 })).status).toBe(201);
    for (let i = 0; i < 100 && (await get<WithdrawalsPage>(mentor, 'withdrawals')).withdrawals[0]?.status !== 'failed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await get<WithdrawalsPage>(mentor, 'withdrawals')).withdrawals[0]?.status).toBe('failed');
    expect((await get<Balances>(mentor, 'balance')).withdrawableKobo).toBe(140_000);
  });

  it('50 parallel withdrawals of the whole balance: exactly one succeeds, the balance never goes negative', async () => {
    const mentor = await fundedMentor();
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(mentor, { amount: 1400 })));

    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.status !== 201);
    expect(new Set(refused.map((res) => `${res.status} ${res.body.error}`))).toEqual(new Set(['400 Cannot withdraw more than N 0']));
    expect((await get<Balances>(mentor, 'balance')).withdrawableKobo).toBe(0);
    expect((await get<WithdrawalsPage>(mentor, 'withdrawals')).withdrawals).toHaveLength(1);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('needs bank details, and waits 24 h after they are first saved and after they change', async () => {
    const mentor = await fundedMentor(null);
    expect((await withdraw(mentor, { amount: 100 })).body).toEqual({ error: 'Please add your bank details first' });

    await saveBank(mentor, '0123456789');
    expect((await withdraw(mentor, { amount: 100 })).status).toBe(409);
    await endBankPause(t, mentor.user._id);
    expect((await withdraw(mentor, { amount: 100 })).status).toBe(201);
    await saveBank(mentor, '1234567890');
    const paused = await withdraw(mentor, { amount: 100 });
    expect(paused.status).toBe(409);
    expect(paused.body.error).toMatch(/^Withdrawals to this account can start on .+ \(Lagos time\): we wait 24 hours after bank details are added or changed$/);
    expect((await get<Balances>(mentor, 'balance')).withdrawableKobo).toBe(130_000);
  });

  it('withdrawing is for verified mentors; every signed-in user sees their own balance and ledger', async () => {
    const learner = await signUp(t);
    expect((await withdraw(learner, { amount: 100 })).body).toEqual({ error: 'Only mentors can do this' });
    expect((await t.http().get('/api/v1/payments/withdrawals').set(bearer(learner.token))).status).toBe(403);
    expect(await get<Balances>(learner, 'balance')).toEqual({ withdrawableKobo: 0, pendingKobo: 0, totalEarnedKobo: 0, referralEarningsKobo: 0 });
    expect(await get<LedgerPage>(learner, 'ledger')).toEqual({ entries: [], hasMore: false });
    expect((await t.http().get('/api/v1/payments/balance')).status).toBe(401);
  });
});
