import { LOCAL_PAYSTACK_ACCOUNTS } from '../../../scripts/lib/local-paystack.mjs';
import type { TestApp } from '../support/create-test-app';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { endBankPause } from '../support/factories/bank-accounts';

const GTB = { bankName: 'Guaranty Trust Bank', bankCode: '058' };
const HOUR = 60 * 60 * 1000;

/** Bank details: checked with the spec's messages, the password and Paystack; a first save or a change pauses withdrawals. */
describe('bank details (PUT/GET /payments/bankdetails, POST /payments/resolveaccount)', () => {
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, close } = await createPaystackTestApp());
  });
  afterAll(() => close?.());

  const mentor = async (): Promise<SignedUp> => {
    const account = await signUp(t);
    await setAccess(t, account.user._id, { role: 'mentor', emailVerified: true });
    return account;
  };
  const resolve = (who: SignedUp, accountNumber: string, bankCode = GTB.bankCode) =>
    t.http().post('/api/v1/payments/resolveaccount').set(bearer(who.token)).send({ accountNumber, bankCode });
  const save = (who: SignedUp, body: Record<string, unknown>) =>
    t.http().put('/api/v1/payments/bankdetails').set(bearer(who.token)).send(body);
  const validFor = async (who: SignedUp, accountNumber: string) => ({
    accountNumber,
    accountName: ((await resolve(who, accountNumber)).body as { accountName: string }).accountName,
    ...GTB,
    password: who.password,
  });

  it('resolves the name the bank holds, and refuses an account Paystack cannot find', async () => {
    const ada = await mentor();
    const found = await resolve(ada, '0123456789');
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ accountName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/) });

    const missing = await resolve(ada, LOCAL_PAYSTACK_ACCOUNTS.unresolvable);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/could not find that account/);
    expect((await resolve(ada, '12345')).body).toEqual({ error: 'Check your Account Number' });
  });

  it('answers the spec’s messages for incomplete or wrong details', async () => {
    const ada = await mentor();
    const valid = await validFor(ada, '0123456789');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, accountName: '  ' }, 'Please fill in the fields'],
      [{ ...valid, accountNumber: undefined, bankName: undefined }, 'Please fill in the fields'],
      [{ ...valid, accountNumber: '012345678' }, 'Check your Account Number'],
      [{ ...valid, accountNumber: '01234567ab' }, 'Check your Account Number'],
      [{ ...valid, bankName: 'Bank of Nowhere' }, 'Check your bank name'],
      [{ ...valid, bankCode: '044' }, 'Check your bank name'],
    ];
    for (const [body, error] of cases) {
      const res = await save(ada, body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error } });
    }
    const otherName = await save(ada, { ...valid, accountName: 'Somebody Else' });
    expect(otherName.status).toBe(400);
    expect(otherName.body.error).toBe(`The account name must be the name the bank holds for this account: ${valid.accountName}`);
    expect((await t.http().get('/api/v1/payments/bankdetails').set(bearer(ada.token))).body).toEqual({ bankDetails: null });
  });

  it('asks for the password again and refuses a wrong one', async () => {
    const ada = await mentor();
    const valid = await validFor(ada, '0123456789');
    expect((await save(ada, { ...valid, password: 'not-my-password' })).body).toEqual({ error: 'That password is not right' });
    expect((await save(ada, { ...valid, password: '' })).body).toEqual({ error: 'Please type in your password to change your bank details' });
    expect((await t.http().get('/api/v1/payments/bankdetails').set(bearer(ada.token))).body).toEqual({ bankDetails: null });
  });

  it('a Google-only account is told to set a password first', async () => {
    const ada = await mentor();
    await t.connection.collection('users').updateOne({ email: ada.user.email }, { $unset: { password: 1 } });
    const res = await save(ada, await validFor(ada, '0123456789'));
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/set one with "Forgot password"/);
  });

  it('saves with a transfer recipient, shows the last four digits, and pauses withdrawals on the first save and on a change', async () => {
    const ada = await mentor();
    const first = await validFor(ada, '0123456789');
    const saved = await save(ada, { ...first, accountName: `  ${first.accountName.toLowerCase()} ` });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ bankDetails: { accountName: first.accountName, accountNumberLast4: '6789', ...GTB, withdrawalsPausedUntil: expect.any(String) } });
    expect(JSON.stringify(saved.body)).not.toContain('0123456789');
    const stored = await t.connection.collection('bankaccounts').findOne({ accountNumber: '0123456789' });
    expect(stored?.recipientCode).toMatch(/^RCP_/);

    // Once the day has passed, the same account again is no change.
    await endBankPause(t, ada.user._id);
    expect((await save(ada, first)).body.bankDetails.withdrawalsPausedUntil).toBeUndefined();

    const before = Date.now();
    const changed = await save(ada, await validFor(ada, '1234567890'));
    expect(changed.status).toBe(200);
    const until = Date.parse(changed.body.bankDetails.withdrawalsPausedUntil as string);
    expect(until).toBeGreaterThanOrEqual(before + 24 * HOUR - 1_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    expect(changed.body.bankDetails.accountNumberLast4).toBe('7890');
    expect(await t.connection.collection('bankaccounts').countDocuments({ user: stored?.user })).toBe(1);
  });

  it('is for mentors with a verified e-mail only', async () => {
    const learner = await signUp(t);
    expect((await t.http().get('/api/v1/payments/bankdetails').set(bearer(learner.token))).body).toEqual({ error: 'Only mentors can do this' });
    await setAccess(t, learner.user._id, { role: 'mentor' });
    const unverified = await save(learner, await validFor({ ...learner, token: (await mentor()).token }, '0123456789'));
    expect(unverified.status).toBe(403);
    expect(unverified.body.error).toMatch(/verify your e-mail/);
  });
});
