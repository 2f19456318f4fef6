import { Logger } from '@nestjs/common';
import { PAYOUT_MESSAGES } from '@trail/shared';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import { paymentMovements } from '../../src/payments/ledger/money-movements';
import type { TestApp } from '../support/create-test-app';
import { bearer, signUp, type SignedUp } from '../support/factories/accounts';
import { endBankPause } from '../support/factories/bank-accounts';
import { bookedMeeting, HOUR_MS, meetingsModel } from '../support/factories/meetings';
import { approvedMentor, fieldBySlug, newAdmin } from '../support/factories/mentors';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { type ReceivedMail, type SmtpTestServer, smtpTestEnv, startSmtpTestServer } from '../support/servers/smtp-test-server';

const GTB = { bankName: 'Guaranty Trust Bank', bankCode: '058' };
const LOOKUPS_PER_DAY = 4;

/**
 * Money people can trust (issue 33, decision 0077): a suspended mentor cannot move money or cancel for a refund;
 * a first bank save waits a day like a change; the owner is mailed at once of every save and withdrawal; looking
 * up account holders' names has a small daily budget.
 */
describe('payout safety: suspension, the first-save wait, payout notices, the account-lookup budget', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let admin: SignedUp;
  let fieldId: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ ignoreSubjects: ['Confirm your Trail e-mail'] });
    ({ t, close } = await createPaystackTestApp({
      transferDelayMs: 30,
      webhooks: true,
      env: { ...smtpTestEnv(smtp), ACCOUNT_LOOKUPS_PER_DAY: String(LOOKUPS_PER_DAY) },
    }));
    admin = await newAdmin(t);
    fieldId = (await fieldBySlug(t, 'product-design'))._id;
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  const resolve = (who: SignedUp, accountNumber: string) =>
    t.http().post('/api/v1/payments/resolveaccount').set(bearer(who.token)).send({ accountNumber, bankCode: GTB.bankCode });
  const save = async (who: SignedUp, accountNumber: string) => {
    const { accountName } = (await resolve(who, accountNumber)).body as { accountName: string };
    return t.http().put('/api/v1/payments/bankdetails').set(bearer(who.token)).send({ accountNumber, accountName, ...GTB, password: who.password });
  };
  const withdraw = (who: SignedUp, amount: number) => t.http().post('/api/v1/payments/transfer').set(bearer(who.token)).send({ amount });
  /** A mentor approved by an admin, who earned ₦1,400 of a ₦2,000 hour. */
  const fundedMentor = async (): Promise<SignedUp> => {
    const mentor = await approvedMentor(t, admin.token, [fieldId]);
    await t.app.get(LedgerService).post(
      paymentMovements({ reference: `pay-${mentor.user._id}`, amountKobo: 200_000, purpose: 'a mentoring hour', mentorId: mentor.user._id }, { platformFeeBps: 3_000, referralShareBps: 0 }),
    );
    return mentor;
  };
  const mailsTo = (who: SignedUp) => smtp.messages.filter((mail) => mail.to.includes(who.user.email));
  const eventually = async <T>(find: () => T | undefined, ms = 10_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error('never happened');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const mailTo = (who: SignedUp, subject: RegExp) => eventually<ReceivedMail>(() => mailsTo(who).find((mail) => subject.test(mail.text)));

  describe('a suspended mentor', () => {
    it('cannot withdraw, save bank details or look accounts up; still sees them; and can again once reinstated', async () => {
      const mentor = await fundedMentor();
      expect((await save(mentor, '0123456789')).status).toBe(200);
      await endBankPause(t, mentor.user._id);
      await t.http().post(`/api/v1/admin/mentors/${mentor.user._id}/suspend`).set(bearer(admin.token)).expect(200);

      const refused = { status: 403, body: { error: PAYOUT_MESSAGES.suspended } };
      const withdrawal = await withdraw(mentor, 100);
      expect({ status: withdrawal.status, body: withdrawal.body }).toEqual(refused);
      const change = await t.http().put('/api/v1/payments/bankdetails').set(bearer(mentor.token)).send({ accountNumber: '1234567890', accountName: 'X', ...GTB, password: mentor.password });
      expect({ status: change.status, body: change.body }).toEqual(refused);
      const lookup = await resolve(mentor, '1234567890');
      expect({ status: lookup.status, body: lookup.body }).toEqual(refused);

      const details = await t.http().get('/api/v1/payments/bankdetails').set(bearer(mentor.token)).expect(200);
      expect(details.body.bankDetails.accountNumberLast4).toBe('6789');
      await t.http().get('/api/v1/payments/withdrawals').set(bearer(mentor.token)).expect(200);
      expect((await t.http().get('/api/v1/payments/balance').set(bearer(mentor.token))).body.withdrawableKobo).toBe(140_000);

      await t.http().post(`/api/v1/admin/mentors/${mentor.user._id}/reinstate`).set(bearer(admin.token)).expect(200);
      expect((await withdraw(mentor, 100)).status).toBe(201);
    });

    it('cannot cancel a session (which would refund the learner in full); the learner still can', async () => {
      const mentor = await approvedMentor(t, admin.token, [fieldId]);
      const learner = await signUp(t);
      const id = await bookedMeeting(t, { mentor: mentor.user._id, mentee: learner.user._id }, new Date(Date.now() + 5 * HOUR_MS));
      await t.http().post(`/api/v1/admin/mentors/${mentor.user._id}/suspend`).set(bearer(admin.token)).expect(200);

      const refused = await t.http().post(`/api/v1/meetings/${id}/cancel`).set(bearer(mentor.token)).send({});
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: PAYOUT_MESSAGES.suspended } });
      expect((await meetingsModel(t).findById(id).lean())?.status).toBe('booked');

      // Less than a day ahead, the learner's own cancellation refunds nothing: it goes through.
      const byLearner = await t.http().post(`/api/v1/meetings/${id}/cancel`).set(bearer(learner.token)).send({}).expect(200);
      expect(byLearner.body).toEqual(expect.objectContaining({ state: 'cancelled', cancellation: expect.objectContaining({ by: 'mentee', refundKobo: 0 }) }));
    });
  });

  describe('the first bank save', () => {
    it('waits a day before a withdrawal, as a change does, and says until when', async () => {
      const mentor = await fundedMentor();
      const before = Date.now();
      const first = await save(mentor, '0123456789');
      expect(first.status).toBe(200);
      const until = Date.parse(first.body.bankDetails.withdrawalsPausedUntil as string);
      expect(until).toBeGreaterThanOrEqual(before + 24 * HOUR_MS - 1_000);
      expect(until).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);

      const paused = await withdraw(mentor, 100);
      expect(paused.status).toBe(409);
      expect(paused.body.error).toMatch(/^Withdrawals to this account can start on .+ \(Lagos time\): we wait 24 hours after bank details are added or changed$/);
      // Saving the same account again neither starts a new wait nor ends this one.
      expect(Date.parse((await save(mentor, '0123456789')).body.bankDetails.withdrawalsPausedUntil as string)).toBe(until);
      expect((await t.http().get('/api/v1/payments/balance').set(bearer(mentor.token))).body.withdrawableKobo).toBe(140_000);
    });
  });

  describe('notices to the owner', () => {
    it('mails every save at once: the first, and a change naming both accounts by their last four digits only', async () => {
      const mentor = await fundedMentor();
      expect((await save(mentor, '0123456789')).status).toBe(200);
      const saved = await mailTo(mentor, /A bank account for your Trail withdrawals was just saved/);
      expect(saved.subject).toBe('Your Trail bank details were saved');
      expect(saved.text).toContain('Account: Guaranty Trust Bank, account ending 6789');
      expect(saved.text).toMatch(/Withdrawals can start: .+ \(Lagos time\)/);
      expect(saved.text).toContain('Not you? Someone may have your password. Reset it now at http://dashboard.test/resetpassword');
      expect(saved.html).toContain('href="http://dashboard.test/resetpassword"');

      expect((await save(mentor, '1234567890')).status).toBe(200);
      const changed = await mailTo(mentor, /The bank account your Trail withdrawals go to was just changed/);
      expect(changed.subject).toBe('Your Trail bank details were changed');
      expect(changed.text).toContain('Before: Guaranty Trust Bank, account ending 6789');
      expect(changed.text).toContain('Now: Guaranty Trust Bank, account ending 7890');
      for (const mail of [saved, changed]) {
        expect(mail.raw).not.toContain('0123456789');
        expect(mail.raw).not.toContain('1234567890');
      }
    });

    it('mails every withdrawal at once, with the amount, the account and the reference', async () => {
      const mentor = await fundedMentor();
      expect((await save(mentor, '0123456789')).status).toBe(200);
      await endBankPause(t, mentor.user._id);
      const res = await withdraw(mentor, 1000.5);
      expect(res.status).toBe(201);
      const reference = (await t.connection.collection('withdrawals').findOne({ amountKobo: 100_050 }))?.reference as string;

      const notice = await mailTo(mentor, /of your Trail earnings is on its way to your bank account/);
      expect(notice.text).toContain('Amount: ₦1,000.50');
      expect(notice.text).toContain('To: Guaranty Trust Bank, account ending 6789');
      expect(notice.text).toContain(`Reference: ${reference}`);
      expect(notice.text).toContain('Not you?');
    });

    it('a mail server that is down fails neither the save nor the withdrawal: a warning is logged', async () => {
      const mentor = await fundedMentor();
      const warnings = jest.spyOn(Logger.prototype, 'warn');
      smtp.refusing = true;
      try {
        expect((await save(mentor, '0123456789')).status).toBe(200);
        await endBankPause(t, mentor.user._id);
        expect((await withdraw(mentor, 100)).status).toBe(201);
        const notSent = () => warnings.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('not sent') && line.includes('notice'));
        await eventually(() => (notSent().length >= 2 ? true : undefined));
        expect(notSent()).toEqual([
          expect.stringMatching(new RegExp(`^Bank-details notice for user ${mentor.user._id} not sent: `)),
          expect.stringMatching(/^Withdrawal notice for wd_\w+ not sent: /),
        ]);
      } finally {
        smtp.refusing = false;
        warnings.mockRestore();
      }
      expect(mailsTo(mentor).filter((mail) => mail.text.includes('Not you?'))).toEqual([]);
    });
  });

  it(`looking up account holders' names is ${LOOKUPS_PER_DAY} a day per account, from any address`, async () => {
    const mentor = await approvedMentor(t, admin.token, [fieldId]);
    for (let i = 0; i < LOOKUPS_PER_DAY; i += 1) {
      await t.http().post('/api/v1/payments/resolveaccount').set('X-Forwarded-For', `203.0.113.${i + 1}`).set(bearer(mentor.token)).send({ accountNumber: `012345678${i}`, bankCode: GTB.bankCode }).expect(200);
    }
    const refused = await t.http().post('/api/v1/payments/resolveaccount').set('X-Forwarded-For', '198.51.100.9').set(bearer(mentor.token)).send({ accountNumber: '0123456789', bankCode: GTB.bankCode });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'You have looked up many bank accounts today. Please check the number you have and try again tomorrow.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);

    const other = await approvedMentor(t, admin.token, [fieldId]);
    await resolve(other, '0123456789').expect(200);
  });
});
