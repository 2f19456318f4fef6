import { PARENTAL_AGREEMENT_MESSAGES as M, PARENTAL_AGREEMENT_METHOD } from '@trail/shared';
import { AccountDeletionService } from '../../src/account-deletion/account-deletion.service';
import type { TestApp } from '../support/create-test-app';
import { bearer, signUp, TEST_PASSWORD } from '../support/factories/accounts';
import { birthMonthAged } from '../support/factories/ages';
import { createMailTestApp } from '../support/servers/mail-test-app';
import type { SmtpTestServer } from '../support/servers/smtp-test-server';

const PARENT_SUBJECT = 'Your child asks to use Trail: please agree or decline';

describe('parental agreement for 13–17-year-olds (decision 0058)', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await createMailTestApp({ ignoreSubjects: ['Confirm your Trail e-mail'] }));
  }, 180_000);
  afterAll(async () => {
    await close?.();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const users = () => t.connection.collection('users');
  const parentEmail = () => `parent-${Math.random().toString(36).slice(2, 8)}@example.com`;

  /** A 15-year-old signs up naming a parent; answers the session and the token of the parent's link. */
  async function teenSignsUp(parent = parentEmail()) {
    const teen = await signUp(t, { birthMonth: birthMonthAged(15), parentEmail: parent });
    const token = await linkMailedTo(parent);
    return { teen, token, parent };
  }

  async function linkMailedTo(parent: string): Promise<string> {
    const mail = (await smtp.waitFor(1)).find((message) => message.to.includes(parent));
    if (!mail) throw new Error(`no mail to ${parent}`);
    expect(mail.subject).toBe(PARENT_SUBJECT);
    const token = /http:\/\/dashboard\.test\/parental-agreement\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no link in: ${mail.text}`);
    return token;
  }

  describe('sign-up by age', () => {
    it('refuses under 13 with the spec message and makes no account', async () => {
      const email = 'too-young@example.com';
      const res = await t.http().post('/api/v1/auth/register')
        .send({ email, password: TEST_PASSWORD, firstName: 'Tobi', lastName: 'Ade', birthMonth: birthMonthAged(12), parentEmail: parentEmail() })
        .expect(400);
      expect(res.body).toEqual({ error: M.tooYoung });
      expect(await users().countDocuments({ email })).toBe(0);
    });

    it('refuses a missing or impossible month of birth', async () => {
      const body = { email: 'no-age@example.com', password: TEST_PASSWORD, firstName: 'Tobi', lastName: 'Ade' };
      expect((await t.http().post('/api/v1/auth/register').send(body).expect(400)).body).toEqual({ error: M.birthMonthInvalid });
      for (const birthMonth of ['2010-13', '2999-01', '1850-01']) {
        expect((await t.http().post('/api/v1/auth/register').send({ ...body, birthMonth }).expect(400)).body).toEqual({ error: M.birthMonthInvalid });
      }
      expect(await users().countDocuments({ email: body.email })).toBe(0);
    });

    it('asks a 13–17-year-old for a parent’s e-mail, not their own', async () => {
      const body = { email: 'teen@example.com', password: TEST_PASSWORD, firstName: 'Tobi', lastName: 'Ade', birthMonth: birthMonthAged(13) };
      expect((await t.http().post('/api/v1/auth/register').send(body).expect(400)).body).toEqual({ error: M.parentEmailNeeded });
      const own = await t.http().post('/api/v1/auth/register').send({ ...body, parentEmail: 'TEEN@example.com' }).expect(400);
      expect(own.body).toEqual({ error: M.parentEmailIsYours });
      expect(await users().countDocuments({ email: body.email })).toBe(0);
    });

    it('makes a 13–17-year-old’s account awaiting the parent, mails the parent, and keeps only the token’s hash', async () => {
      const { teen, token, parent } = await teenSignsUp();
      expect(teen.user.parentalAgreement).toEqual({ status: 'awaiting', parentEmail: parent });
      expect(teen.user.birthMonth).toBe(birthMonthAged(15));
      const stored = await users().findOne({ email: teen.user.email });
      expect(stored?.parentalAgreementToken).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('makes an adult’s account with nothing to wait for, and mails no parent', async () => {
      const adult = await signUp(t, { birthMonth: birthMonthAged(18) });
      expect(adult.user.parentalAgreement).toBeUndefined();
      await t.http().post('/api/v1/auth/parental-agreement').set(bearer(adult.token)).send({ parentEmail: parentEmail() }).expect(409, { error: M.notAwaiting });
      expect(smtp.messages.filter((mail) => mail.subject === PARENT_SUBJECT)).toEqual([]);
    });
  });

  describe('until a parent agrees', () => {
    it('refuses payments, mentor booking and a mentor application, and allows the learner side', async () => {
      const { teen } = await teenSignsUp();
      await users().updateOne({ email: teen.user.email }, { $set: { emailVerified: true } });
      const auth = bearer(teen.token);
      for (const [path, body] of [
        ['/api/v1/payments/mentorhour', {}],
        ['/api/v1/payments/initializetransaction/000000000000000000000000', {}],
        ['/api/v1/payments/subscription/000000000000000000000000', {}],
        ['/api/v1/mentors/applications', {}],
      ] as const) {
        const res = await t.http().post(path).set(auth).send(body);
        expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: { error: M.awaiting } });
      }
      await t.http().get('/api/v1/users/me').set(auth).expect(200);
      await t.http().post('/api/v1/todo').set(auth).send({ title: 'Finish the SQL course' }).expect(201);
    });
  });

  describe('the parent’s link', () => {
    it('shows whose account, then agreeing opens it, records when and how, and the link is spent', async () => {
      const { teen, token } = await teenSignsUp();
      const seen = await t.http().get(`/api/v1/auth/parental-agreement/${token}`).expect(200);
      expect(seen.body).toEqual({ learnerFirstName: 'Ada', expiresAt: expect.any(String) });

      await t.http().post(`/api/v1/auth/parental-agreement/${token}`).send({ decision: 'agree' }).expect(200, { message: M.agreed });
      await t.http().post(`/api/v1/auth/parental-agreement/${token}`).send({ decision: 'decline' }).expect(400, { error: M.linkInvalid });
      await t.http().get(`/api/v1/auth/parental-agreement/${token}`).expect(400, { error: M.linkInvalid });

      const me = await t.http().get('/api/v1/users/me').set(bearer(teen.token)).expect(200);
      expect(me.body.user.parentalAgreement).toEqual({
        status: 'given',
        parentEmail: expect.any(String),
        decidedAt: expect.any(String),
        method: PARENTAL_AGREEMENT_METHOD,
      });
      await users().updateOne({ email: teen.user.email }, { $set: { emailVerified: true } });
      const booking = await t.http().post('/api/v1/payments/mentorhour').set(bearer(teen.token)).send({});
      expect(booking.status).toBe(400); // past the guard: now only the empty body is wrong

      const exported = await t.http().get('/api/v1/export?format=json').set(bearer(teen.token)).expect(200);
      const account = (typeof exported.body === 'object' && exported.body.account ? exported.body : JSON.parse(exported.text)).account;
      expect(account).toMatchObject({ birthMonth: birthMonthAged(15), parentalAgreement: { status: 'given', method: PARENTAL_AGREEMENT_METHOD } });
    });

    it('stops working once expired', async () => {
      const { teen, token } = await teenSignsUp();
      await users().updateOne({ email: teen.user.email }, { $set: { parentalAgreementExpire: new Date(Date.now() - 1000) } });
      await t.http().get(`/api/v1/auth/parental-agreement/${token}`).expect(400, { error: M.linkInvalid });
      await t.http().post(`/api/v1/auth/parental-agreement/${token}`).send({ decision: 'agree' }).expect(400, { error: M.linkInvalid });
      expect((await users().findOne({ email: teen.user.email }))?.parentalAgreement.status).toBe('awaiting');
    });

    it('a new link from the learner replaces the older one', async () => {
      const { teen, token: first } = await teenSignsUp();
      smtp.messages.length = 0;
      const other = parentEmail();
      await t.http().post('/api/v1/auth/parental-agreement').set(bearer(teen.token)).send({ parentEmail: other }).expect(200, { message: M.parentMailSent });
      const second = await linkMailedTo(other);
      await t.http().get(`/api/v1/auth/parental-agreement/${first}`).expect(400);
      await t.http().post(`/api/v1/auth/parental-agreement/${second}`).send({ decision: 'agree' }).expect(200);
    });

    it('declining ends the sessions, refuses sign-in, and the account-deletion job erases the account', async () => {
      const { teen, token } = await teenSignsUp();
      await t.http().post(`/api/v1/auth/parental-agreement/${token}`).send({ decision: 'decline' }).expect(200, { message: M.declined });
      await t.http().get('/api/v1/users/me').set(bearer(teen.token)).expect(401);
      const login = await t.http().post('/api/v1/auth/login').send({ email: teen.user.email, password: teen.password }).expect(401);
      expect(login.body).toEqual({ error: M.declinedSignIn });

      await t.app.get(AccountDeletionService).eraseDue(new Date());
      expect(await users().countDocuments({ email: teen.user.email })).toBe(0);
    });

    it('refuses a malformed token or decision readably', async () => {
      await t.http().get('/api/v1/auth/parental-agreement/not-a-token').expect(400, { error: M.linkInvalid });
      const { token } = await teenSignsUp();
      const res = await t.http().post(`/api/v1/auth/parental-agreement/${token}`).send({ decision: 'maybe' }).expect(400);
      expect(res.body).toEqual({ error: 'decision must be one of: agree, decline' });
    });
  });
});
