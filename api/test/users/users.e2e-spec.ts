import { PROFILE_MESSAGES } from '@trail/shared';
import { Types } from 'mongoose';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import { paymentMovements, withdrawalMovement } from '../../src/payments/ledger/money-movements';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { setPhoneVerified } from '../support/factories/phones';

describe('users: profile updates and referral codes', () => {
  let t: TestApp;
  let ada: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t);
  });
  afterAll(() => t.close());

  const put = (id: string, body: object, token = ada.token) =>
    t.http().put(`/api/v1/users/${id}`).set(bearer(token)).send(body);

  describe('PUT /users/:id', () => {
    it('updates the profile subset and answers a fresh session', async () => {
      const res = await put('me', { tag: '  Data Analyst ', bio: 'Learning SQL every day', clarity: 'Which BI tool first?' })
        .expect(200);
      expect(res.body.token).toEqual(expect.any(String));
      expect(res.body.user).toMatchObject({ tag: 'Data Analyst', bio: 'Learning SQL every day', clarity: 'Which BI tool first?' });
      const me = await t.http().get('/api/v1/users/me').set(bearer(res.body.token)).expect(200);
      expect(me.body.user.tag).toBe('Data Analyst');
    });

    it('accepts the caller’s own id as well as `me`', async () => {
      const res = await put(ada.user._id, { bio: 'Second bio' }).expect(200);
      expect(res.body.user.bio).toBe('Second bio');
    });

    it('clears a text field sent empty', async () => {
      await put('me', { tag: 'Temporary' }).expect(200);
      const res = await put('me', { tag: '' }).expect(200);
      expect(res.body.user.tag).toBeUndefined();
    });

    it('refuses to change anyone else', async () => {
      const other = await signUp(t);
      const res = await put(other.user._id, { bio: 'hijacked' }).expect(403);
      expect(res.body).toEqual({ error: expect.any(String) });
      const theirs = await t.http().get('/api/v1/users/me').set(bearer(other.token)).expect(200);
      expect(theirs.body.user.bio).toBeUndefined();
    });

    it('needs a signed-in caller', async () => {
      const res = await t.http().put('/api/v1/users/me').send({ bio: 'x' }).expect(401);
      expect(res.body.error).toEqual(expect.any(String));
    });

    it.each([
      [{ role: 'mentor' }, 'property role should not exist'],
      [{ email: 'new@example.com' }, 'property email should not exist'],
      [{ totalBalance: 1_000_000 }, 'property totalBalance should not exist'],
      [{ mentorBalance: 1 }, 'property mentorBalance should not exist'],
      [{ referred: 75 }, 'property referred should not exist'],
      [{ code: 'FREEMONEY' }, 'property code should not exist'],
      [{ password: 'new-password-123' }, 'property password should not exist'],
      [{ accountNumber: '0123456789' }, 'property accountNumber should not exist'],
      [{ tokenVersion: 0 }, 'property tokenVersion should not exist'],
    ])('refuses %j and changes nothing', async (body, message) => {
      const res = await put('me', { bio: 'sneaky', ...body }).expect(400);
      expect(res.body.error).toBe(message);
      const me = await t.http().get('/api/v1/users/me').set(bearer(ada.token)).expect(200);
      expect(me.body.user.bio).not.toBe('sneaky');
      expect(me.body.user).toMatchObject({ role: 'user', referred: 0 });
    });

    it('answers totalBalance and mentorBalance from the payments ledger, never stored on the user', async () => {
      const zero = await t.http().get('/api/v1/users/me').set(bearer(ada.token)).expect(200);
      expect(zero.body.user).toMatchObject({ totalBalance: 0, mentorBalance: 0, pendingBalance: 0 });

      const ledger = t.app.get(LedgerService);
      const split = { platformFeeBps: 3_000, referralShareBps: 0 };
      await ledger.post(paymentMovements({ reference: `pay-${ada.user._id}`, amountKobo: 200_000, purpose: 'a mentoring hour', mentorId: ada.user._id }, split));
      await ledger.post([withdrawalMovement(`wd-${ada.user._id}`, ada.user._id, 50_000)]);

      const me = await t.http().get(`/api/v1/users/${ada.user._id}`).set(bearer(ada.token)).expect(200);
      const balance = await t.http().get('/api/v1/payments/balance').set(bearer(ada.token)).expect(200);
      expect(balance.body).toMatchObject({ totalEarnedKobo: 140_000, withdrawableKobo: 90_000 });
      expect(me.body.user).toMatchObject({ totalBalance: balance.body.totalEarnedKobo, mentorBalance: balance.body.withdrawableKobo });
      const stored = await t.connection.collection('users').findOne({ email: ada.user.email });
      expect(stored).not.toHaveProperty('totalBalance');
      expect(stored).not.toHaveProperty('mentorBalance');
    });

    it('answers the profile alone with balances=false, the same fields but the balances', async () => {
      const full = await t.http().get('/api/v1/users/me').set(bearer(ada.token)).expect(200);
      const profile = await t.http().get('/api/v1/users/me').query({ balances: 'false' }).set(bearer(ada.token)).expect(200);
      const { totalBalance, mentorBalance, pendingBalance, ...rest } = full.body.user as Record<string, unknown>;
      expect([typeof totalBalance, typeof mentorBalance, typeof pendingBalance]).toEqual(['number', 'number', 'number']);
      expect(profile.body.user).toEqual(rest);
      expect(JSON.stringify(profile.body)).not.toMatch(/password|tokenVersion/i);
      expect((await t.http().get('/api/v1/users/me').query({ balances: 'no' }).set(bearer(ada.token)).expect(400)).body.error).toBe('balances must be true or false');
      await t.http().get(`/api/v1/users/${new Types.ObjectId().toHexString()}`).query({ balances: 'false' }).set(bearer(ada.token)).expect(403);
    });

    it('keeps secrets out of the joined answer, as the plain read did', async () => {
      await t.connection.collection('users').updateOne({ email: ada.user.email }, { $set: { resetPasswordToken: 'hash-of-a-reset-link' } });
      const me = await t.http().get('/api/v1/users/me').set(bearer(ada.token)).expect(200);
      expect(JSON.stringify(me.body)).not.toMatch(/password|hash-of-a-reset-link|tokenVersion/i);
    });

    it.each([
      [{}, /^Send what to change/],
      [{ tag: 'x'.repeat(121) }, 'tag must be at most 120 characters'],
      [{ bio: 'x'.repeat(501) }, 'bio must be at most 500 characters'],
      [{ tag: { $gt: '' } }, /^tag must be a string/],
      [{ bio: 42 }, /^bio must be a string/],
      [{ reminder: 'yes' }, /^reminder must be an object/],
      [{ reminder: { gmail: 'yes' } }, 'reminder.gmail must be a boolean value'],
      [{ reminder: {} }, /^Send what to change/],
      [{ tag: 'Analyst', reminder: { gmail: true } }, 'Change your profile and your reminder settings in separate requests'],
    ])('refuses %j with a readable error', async (body, message) => {
      const res = await put('me', body).expect(400);
      expect(res.body.error).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    });

    it('keeps a 120-character tag and a 500-character bio', async () => {
      const res = await put('me', { tag: 't'.repeat(120), bio: 'b'.repeat(500) }).expect(200);
      expect(res.body.user.tag).toHaveLength(120);
      expect(res.body.user.bio).toHaveLength(500);
    });
  });

  describe('username', () => {
    it('is stored lowercase', async () => {
      const res = await put('me', { username: 'Ada-Obi_2' }).expect(200);
      expect(res.body.user.username).toBe('ada-obi_2');
    });

    it('can be saved again unchanged by its owner', async () => {
      await put('me', { username: 'ada-obi_2' }).expect(200);
    });

    it('is unique whatever the case', async () => {
      const other = await signUp(t);
      const res = await put('me', { username: 'ADA-OBI_2' }, other.token).expect(409);
      expect(res.body).toEqual({ error: 'This username is taken' });
    });

    it.each([
      ['signin', 'This username is taken'],
      ['Resetpassword', 'This username is taken'],
      ['ab', expect.stringMatching(/^Username must be 3 to 30/)],
      ['ada obi', expect.stringMatching(/^Username must be 3 to 30/)],
      ['ada/../admin', expect.stringMatching(/^Username must be 3 to 30/)],
      ['-ada', expect.stringMatching(/^Username must be 3 to 30/)],
    ])('refuses %j', async (username, error) => {
      const res = await put('me', { username }).expect((r) => expect([400, 409]).toContain(r.status));
      expect(res.body).toEqual({ error });
    });
  });

  describe('phone and reminders', () => {
    beforeAll(() => setAccess(t, ada.user._id, { emailVerified: true }));

    it('refuses a phone number and WhatsApp on an unverified address, which may be a pre-registrant\'s (security review M3)', async () => {
      const fresh = await signUp(t);
      for (const body of [{ phone: '0803 123 4567' }, { reminder: { whatsapp: true } }]) {
        const res = await put('me', body, fresh.token).expect(403);
        expect(res.body).toEqual({ error: PROFILE_MESSAGES.verifyBeforePhone });
      }
      // E-mail reminders, and removing a number, stay open.
      await put('me', { reminder: { gmail: true } }, fresh.token).expect(200);
      await put('me', { phone: '' }, fresh.token).expect(200);
    });

    it('stores a Nigerian local number in E.164', async () => {
      const res = await put('me', { phone: '0803 123 4567' }).expect(200);
      expect(res.body.user.phone).toBe('+2348031234567');
      // Without the leading 0, as many people write it.
      expect((await put('me', { phone: '803 123 4567' }).expect(200)).body.user.phone).toBe('+2348031234567');
    });

    it('refuses a number it cannot read', async () => {
      const res = await put('me', { phone: '12345' }).expect(400);
      expect(res.body.error).toMatch(/^phone must be a phone number/);
    });

    it('turns reminders on and off one channel at a time', async () => {
      let res = await put('me', { reminder: { gmail: true } }).expect(200);
      expect(res.body.user.reminder).toEqual({ gmail: true, whatsapp: false });
      // The number is proven by a WhatsApp code first (phone-verification.e2e-spec.ts, decision 0079).
      await setPhoneVerified(t, ada.user._id);
      res = await put('me', { reminder: { whatsapp: true } }).expect(200);
      expect(res.body.user.reminder).toEqual({ gmail: true, whatsapp: true });
      res = await put('me', { reminder: { gmail: false } }).expect(200);
      expect(res.body.user.reminder).toEqual({ gmail: false, whatsapp: true });
    });

    it('turns WhatsApp reminders off when the phone number is removed', async () => {
      const res = await put('me', { phone: '' }).expect(200);
      expect(res.body.user.phone).toBeUndefined();
      expect(res.body.user.reminder.whatsapp).toBe(false);
    });

    it('refuses WhatsApp reminders without a phone number', async () => {
      const fresh = await signUp(t);
      await setAccess(t, fresh.user._id, { emailVerified: true });
      const res = await put('me', { reminder: { whatsapp: true } }, fresh.token).expect(400);
      expect(res.body).toEqual({ error: 'Add your phone number to your profile before turning on WhatsApp reminders' });
    });
  });

  describe('GET /users/referral', () => {
    it('makes a short readable code once and keeps it', async () => {
      const learner = await signUp(t);
      const first = await t.http().get('/api/v1/users/referral').set(bearer(learner.token)).expect(200);
      expect(first.body.user.code).toMatch(/^[A-HJKMNP-Z2-9]{7}$/);
      const second = await t.http().get('/api/v1/users/referral').set(bearer(learner.token)).expect(200);
      expect(second.body.user.code).toBe(first.body.user.code);
    });

    it('gives one code even when asked twice at once', async () => {
      const learner = await signUp(t);
      const answers = await Promise.all(
        [1, 2, 3].map(() => t.http().get('/api/v1/users/referral').set(bearer(learner.token)).expect(200)),
      );
      expect(new Set(answers.map((res) => res.body.user.code)).size).toBe(1);
    });

    it('gives different users different codes that work at sign-up', async () => {
      const [a, b] = await Promise.all([signUp(t), signUp(t)]);
      const codeOf = async (token: string) =>
        (await t.http().get('/api/v1/users/referral').set(bearer(token)).expect(200)).body.user.code as string;
      const [codeA, codeB] = await Promise.all([codeOf(a.token), codeOf(b.token)]);
      expect(codeA).not.toBe(codeB);
      const friend = await signUp(t, { refCode: codeA });
      const stored = await t.connection.collection('users').findOne({ email: friend.user.email });
      expect(String(stored?.referredBy)).toBe(a.user._id);
    });

    it('needs a signed-in caller', async () => {
      await t.http().get('/api/v1/users/referral').expect(401);
    });
  });
});
