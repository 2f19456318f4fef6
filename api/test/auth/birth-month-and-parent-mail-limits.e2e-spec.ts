import { ACCOUNT_DELETION_GRACE_DAYS, PARENTAL_AGREEMENT_MESSAGES as M } from '@trail/shared';
import { Types } from 'mongoose';
import { TOO_MANY_PARENT_MAILS_FROM_ACCOUNT, TOO_MANY_PARENT_MAILS_TO_ADDRESS } from '../../src/platform/throttling/throttling.config';
import { AccountDeletionService } from '../../src/account-deletion/account-deletion.service';
import type { TestApp } from '../support/create-test-app';
import { leftoversOf } from '../support/erasure-scan';
import { ADULT_BIRTH_MONTH, bearer, signUp, type SignedUp, TEST_PASSWORD } from '../support/factories/accounts';
import { birthMonthAged } from '../support/factories/ages';
import { createMailTestApp } from '../support/servers/mail-test-app';
import type { SmtpTestServer } from '../support/servers/smtp-test-server';

const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 86_400_000;
const PARENT_SUBJECT = 'Your child asks to use Trail: please agree or decline';

/** Decision 0061: accounts made before sign-up asked give their month of birth once; parent mails have daily budgets. */
describe('month of birth for older accounts, and limits on mails to parents', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await createMailTestApp({
      ignoreSubjects: ['Confirm your Trail e-mail'],
      env: { PARENT_MAIL_PER_RECIPIENT: '2', PARENT_MAIL_PER_ACCOUNT: '3' },
    }));
  }, 180_000);
  afterAll(async () => {
    await close?.();
  });

  const users = () => t.connection.collection('users');
  const parentEmail = () => `parent-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address) && m.subject === PARENT_SUBJECT);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
  async function deletionMailTo(address: string) {
    for (let tries = 0; tries < 50; tries += 1) {
      const mail = smtp.messages.find((m) => m.to.includes(address) && m.subject === 'Your Trail account will be deleted');
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  }

  /** An account as they were before sign-up asked for a month of birth. */
  async function olderAccount(): Promise<SignedUp> {
    const account = await signUp(t);
    await users().updateOne({ _id: new Types.ObjectId(account.user._id) }, { $unset: { birthMonth: 1 } });
    return account;
  }
  const give = (account: SignedUp, body: Record<string, unknown>) => t.http().put('/api/v1/users/me/birth-month').set(bearer(account.token)).send(body);

  describe('PUT /users/me/birth-month', () => {
    it('records an adult’s month once; it cannot be changed afterwards, nor by an account that gave it at sign-up', async () => {
      const account = await olderAccount();
      const res = await give(account, { birthMonth: ADULT_BIRTH_MONTH });
      expect(res.status).toBe(200);
      expect(res.body.user.birthMonth).toBe(ADULT_BIRTH_MONTH);
      expect(res.body.user.parentalAgreement).toBeUndefined();

      expect((await give(account, { birthMonth: '1985-06' })).body).toEqual({ error: M.birthMonthRecorded });
      expect((await give(account, { birthMonth: '1985-06' })).status).toBe(409);
      expect((await users().findOne({ email: account.user.email }))!.birthMonth).toBe(ADULT_BIRTH_MONTH);

      const fresh = await signUp(t);
      expect((await give(fresh, { birthMonth: '1985-06' })).status).toBe(409);
      await t.http().put('/api/v1/users/me/birth-month').send({ birthMonth: ADULT_BIRTH_MONTH }).expect(401);
    });

    it('answers two answers at once with one recorded month', async () => {
      const account = await olderAccount();
      const statuses = (await Promise.all([give(account, { birthMonth: '1980-01' }), give(account, { birthMonth: '1981-01' })])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
    });

    it('refuses an impossible month with the sign-up text, and stores nothing', async () => {
      const account = await olderAccount();
      expect((await give(account, { birthMonth: '2001-13' })).body).toEqual({ error: M.birthMonthInvalid });
      expect((await give(account, {})).status).toBe(400);
      expect((await users().findOne({ email: account.user.email }))!.birthMonth).toBeUndefined();
    });

    it('an under-13 answer deletes the account: every session ends, a mail says when, and the erasure job leaves nothing of the child', async () => {
      const child = await olderAccount();
      await t.http().post('/api/v1/todo').set(bearer(child.token)).send({ title: 'Finish my art homework' }).expect(201);
      const before = Date.now();
      const res = await give(child, { birthMonth: birthMonthAged(11) });

      expect(res.status).toBe(202);
      const due = Date.parse((res.body as { deletionDueAt: string }).deletionDueAt);
      expect(due - before).toBeGreaterThanOrEqual(GRACE_MS - 5_000);
      expect(due - before).toBeLessThanOrEqual(GRACE_MS + 5_000);
      expect((await t.http().get('/api/v1/users/me').set(bearer(child.token))).status).toBe(401);
      expect(await users().findOne({ email: child.user.email })).not.toHaveProperty('birthMonth');
      const mail = await deletionMailTo(child.user.email);
      expect(mail?.text).toContain(`You told us you are under 13. ${M.tooYoungToKeep}.`);

      await t.app.get(AccountDeletionService).eraseDue(new Date(due - 60_000));
      expect(await users().countDocuments({ email: child.user.email })).toBe(1);
      await t.app.get(AccountDeletionService).eraseDue(new Date(due + 60_000));
      expect(await leftoversOf(t.connection, [{ id: child.user._id, email: child.user.email }], ['Finish my art homework'])).toEqual([]);
      expect((await t.http().post('/api/v1/auth/login').send({ email: child.user.email, password: child.password })).status).toBe(401);
    });

    it('a slip of the year is undone by signing in during the grace period, and the question is asked again', async () => {
      const account = await olderAccount();
      expect((await give(account, { birthMonth: birthMonthAged(11) })).status).toBe(202);
      const back = await t.http().post('/api/v1/auth/login').send({ email: account.user.email, password: account.password }).expect(200);
      expect(back.body.deletionCancelled).toBe(true);
      expect(back.body.user.birthMonth).toBeUndefined();
      const res = await give({ ...account, token: back.body.token }, { birthMonth: ADULT_BIRTH_MONTH });
      expect(res.status).toBe(200);
      expect(await users().findOne({ email: account.user.email })).not.toHaveProperty('deletionDueAt');
    });

    it('a 13–17 answer needs a parent’s e-mail, starts the agreement, mails the parent and restricts the account as at sign-up', async () => {
      const account = await olderAccount();
      expect((await give(account, { birthMonth: birthMonthAged(15) })).body).toEqual({ error: M.parentEmailNeeded });
      expect((await give(account, { birthMonth: birthMonthAged(15), parentEmail: account.user.email })).body).toEqual({ error: M.parentEmailIsYours });
      const parent = parentEmail();
      const res = await give(account, { birthMonth: birthMonthAged(15), parentEmail: parent });
      expect(res.status).toBe(200);
      expect(res.body.user.parentalAgreement).toMatchObject({ status: 'awaiting', parentEmail: parent });
      await smtp.waitFor(1);
      await settle();
      expect(mailsTo(parent)).toHaveLength(1);
      expect(mailsTo(parent)[0]!.text).toMatch(/http:\/\/dashboard\.test\/parental-agreement\?token=[\w-]+/);
      await users().updateOne({ email: account.user.email }, { $set: { emailVerified: true } });
      const refused = await t.http().post('/api/v1/payments/mentorhour').set(bearer(account.token)).send({});
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: M.awaiting } });
    });
  });

  describe('mails to a parent', () => {
    it('one parent’s address gets at most its daily budget, whoever asks; over it a readable 429 with Retry-After and no account', async () => {
      const parent = parentEmail();
      for (let i = 0; i < 2; i += 1) await signUp(t, { birthMonth: birthMonthAged(14), parentEmail: parent });
      const email = `teen-over-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const res = await t.http().post('/api/v1/auth/register')
        .send({ email, password: TEST_PASSWORD, firstName: 'Tobi', lastName: 'Ade', birthMonth: birthMonthAged(14), parentEmail: parent.toUpperCase() });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ error: TOO_MANY_PARENT_MAILS_TO_ADDRESS });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await users().countDocuments({ email })).toBe(0);
      await settle();
      expect(mailsTo(parent)).toHaveLength(2);
    });

    it('one learner’s account may ask parents only so often a day, whatever the addresses', async () => {
      const teen = await signUp(t, { birthMonth: birthMonthAged(16), parentEmail: parentEmail() });
      const ask = (address: string) => t.http().post('/api/v1/auth/parental-agreement').set(bearer(teen.token)).send({ parentEmail: address });
      for (let i = 0; i < 3; i += 1) expect((await ask(parentEmail())).status).toBe(200);
      const last = parentEmail();
      const res = await ask(last);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ error: TOO_MANY_PARENT_MAILS_FROM_ACCOUNT });
      expect(res.headers['retry-after']).toBeDefined();
      await settle();
      expect(mailsTo(last)).toHaveLength(0);
    });
  });
});
