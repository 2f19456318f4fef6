import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';
import { NO_RESIDUE, preRegister, residueOf } from '../support/factories/pre-registration';
import { createMailTestApp } from '../support/servers/mail-test-app';
import type { SmtpTestServer } from '../support/servers/smtp-test-server';

const SENT = 'If an account uses this e-mail, we have sent it a link to reset the password.';
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
const TOO_LONG = 'password must be at most 72 bytes (fewer characters if they are not plain letters)';

describe('password reset', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Every sign-up also sends a verification mail, which these tests are not about.
    ({ t, smtp, close } = await createMailTestApp({ ignoreSubjects: ['Confirm your Trail e-mail'] }));
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  async function requestLink(email: string): Promise<string> {
    await t.http().post('/api/v1/auth/forgotpassword').send({ email }).expect(200, { message: SENT });
    const [mail] = await smtp.waitFor(1);
    const token = /http:\/\/dashboard\.test\/resetpassword\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in: ${mail.text}`);
    return token;
  }

  it('mails a link to the dashboard reset form, and the link sets a new password and signs in', async () => {
    const learner = await signUp(t);
    await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(200);
    const token = await requestLink(learner.user.email);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual([learner.user.email]);
    expect(mail.subject).toBe('Reset your Trail password');

    const res = await t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password: 'a-brand-new-secret' }).expect(200);
    expect(res.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ email: learner.user.email }) });
    expect(res.body.user).not.toHaveProperty('password');
    expect(res.body.user).not.toHaveProperty('resetPasswordToken');

    await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: 'a-brand-new-secret' }).expect(200);
    await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password }).expect(401);
    await t.http().get('/api/v1/users/me').set(bearer(res.body.token)).expect(200);
    // The instance that reset the password refuses the older session at once, however recently it checked it.
    await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(401);
  });

  it("proves the address: an unverified account is verified and loses the pre-registrant's phone, WhatsApp, referrer and profile (security review M3)", async () => {
    const { attacker, referrerId } = await preRegister(t, `owner-${Math.random().toString(36).slice(2, 8)}@example.com`);
    smtp.messages.length = 0;
    const token = await requestLink(attacker.user.email);
    await t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password: 'the-owners-own-secret' }).expect(200);
    expect(await residueOf(t, attacker.user._id, referrerId)).toEqual(NO_RESIDUE);
  });

  it('keeps what a verified account set', async () => {
    const learner = await signUp(t);
    await t.connection.collection('users').updateOne({ email: learner.user.email }, { $set: { emailVerified: true } });
    await t.http().put('/api/v1/users/me').set(bearer(learner.token)).send({ phone: '0803 123 4567', tag: 'Designer' }).expect(200);
    const token = await requestLink(learner.user.email);
    await t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password: 'a-brand-new-secret' }).expect(200);
    expect(await t.connection.collection('users').findOne({ email: learner.user.email })).toMatchObject({ phone: '+2348031234567', tag: 'Designer' });
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const learner = await signUp(t);
    const token = await requestLink(learner.user.email.toUpperCase());
    const stored = await t.connection.collection('users').findOne({ email: learner.user.email });
    expect(stored?.resetPasswordToken).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.resetPasswordToken).not.toContain(token);
    expect(stored?.resetPasswordExpire.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('ends every session signed before the reset', async () => {
    const learner = await signUp(t);
    await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(200);
    const token = await requestLink(learner.user.email);
    await t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password: 'another-new-secret' }).expect(200);

    const res = await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(401);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('works once', async () => {
    const learner = await signUp(t);
    const token = await requestLink(learner.user.email);
    await t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password: 'first-new-secret' }).expect(200);
    const again = await t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password: 'second-new-secret' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: INVALID });
    await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: 'first-new-secret' }).expect(200);
  });

  it('works once even when the link is opened twice at the same moment', async () => {
    const learner = await signUp(t);
    const token = await requestLink(learner.user.email);
    const answers = await Promise.all(
      ['racing-secret-one', 'racing-secret-two'].map((password) =>
        t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('expires after 30 minutes', async () => {
    const learner = await signUp(t);
    const token = await requestLink(learner.user.email);
    await t.connection
      .collection('users')
      .updateOne({ email: learner.user.email }, { $set: { resetPasswordExpire: new Date(Date.now() - 1000) } });
    const res = await t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password: 'too-late-secret' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: INVALID });
    await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password }).expect(200);
  });

  it('mails the same link again while it is valid, so a stranger asking cannot break the one in the inbox (review L11)', async () => {
    const learner = await signUp(t);
    const first = await requestLink(learner.user.email);
    await t.connection
      .collection('users')
      .updateOne({ email: learner.user.email }, { $set: { resetPasswordExpire: new Date(Date.now() + 5 * 60_000) } });
    smtp.messages.length = 0;
    const second = await requestLink(learner.user.email);
    expect(second).toBe(first);
    // The new request gave the link its 30 minutes again.
    const stored = await t.connection.collection('users').findOne({ email: learner.user.email });
    expect(stored?.resetPasswordExpire.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    await t.http().put(`/api/v1/auth/resetpassword/${first}`).send({ password: 'older-link-secret' }).expect(200);
    await t.http().put(`/api/v1/auth/resetpassword/${second}`).send({ password: 'newer-link-secret' }).expect(400);
  });

  it('makes a new link once the last one has expired or been used', async () => {
    const learner = await signUp(t);
    const first = await requestLink(learner.user.email);
    await t.connection
      .collection('users')
      .updateOne({ email: learner.user.email }, { $set: { resetPasswordExpire: new Date(Date.now() - 1000) } });
    smtp.messages.length = 0;
    const second = await requestLink(learner.user.email);
    expect(second).not.toBe(first);
    await t.http().put(`/api/v1/auth/resetpassword/${second}`).send({ password: 'second-link-secret' }).expect(200);
    smtp.messages.length = 0;
    const third = await requestLink(learner.user.email);
    expect([first, second]).not.toContain(third);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    await t
      .http()
      .post('/api/v1/auth/forgotpassword')
      .send({ email: 'nobody-here@example.com' })
      .expect(200, { message: SENT });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(0);
  });

  it('refuses bad input with a readable error', async () => {
    const forgot = (body: unknown) => t.http().post('/api/v1/auth/forgotpassword').send(body as object);
    expect((await forgot({})).body).toEqual({ error: expect.stringContaining('email') });
    expect((await forgot({ email: 'not-an-email' })).status).toBe(400);
    expect((await forgot({ email: { $gt: '' } })).status).toBe(400);
    expect((await forgot({ email: 'a@example.com', role: 'mentor' })).body).toEqual({
      error: 'property role should not exist',
    });

    const learner = await signUp(t);
    const token = await requestLink(learner.user.email);
    const reset = (body: unknown) => t.http().put(`/api/v1/auth/resetpassword/${token}`).send(body as object);
    expect((await reset({ password: 'short' })).body).toEqual({ error: 'password must be at least 8 characters' });
    expect((await reset({ password: { $gt: '' } })).status).toBe(400);
    expect((await reset({})).status).toBe(400);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.http().put(`/api/v1/auth/resetpassword/${tampered}`).send({ password: 'good-password' })).body).toEqual({
      error: INVALID,
    });
    expect((await t.http().put('/api/v1/auth/resetpassword/not-a-token').send({ password: 'good-password' })).status).toBe(
      400,
    );
    // The failed attempts spent nothing: the real link still works.
    await reset({ password: 'finally-good-one' }).expect(200);
  });

  it('refuses a new password longer than bcrypt reads (72 bytes), counting bytes, not characters', async () => {
    const learner = await signUp(t);
    const token = await requestLink(learner.user.email);
    const reset = (password: string) => t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password });
    // 25 naira signs are 25 characters but 75 bytes.
    for (const password of ['x'.repeat(73), '₦'.repeat(25)]) {
      const res = await reset(password);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: TOO_LONG });
    }
    await reset('x'.repeat(72)).expect(200);
  });

  it('answers an unknown reset token without paying for a password hash', async () => {
    const unknown = 'A'.repeat(43);
    const learner = await signUp(t);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const timed = async (call: () => PromiseLike<unknown>) => {
      const started = performance.now();
      await call();
      return performance.now() - started;
    };
    const resets: number[] = [];
    const logins: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      resets.push(await timed(() => t.http().put(`/api/v1/auth/resetpassword/${unknown}`).send({ password: 'good-password' })));
      logins.push(await timed(() => t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: 'wrong-password' })));
    }
    // A wrong password costs one bcrypt check; an unknown token only a lookup.
    expect(median(resets)).toBeLessThan(median(logins) / 2);
  });
});

describe('password reset rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_EMAIL: '100' } });
  });
  afterAll(() => t.close());

  it('answers 429 to a client guessing reset tokens', async () => {
    const guess = () => t.http().put(`/api/v1/auth/resetpassword/${'B'.repeat(43)}`).send({ password: 'good-password' });
    for (let attempt = 0; attempt < 3; attempt += 1) await guess().expect(400);
    const res = await guess().expect(429);
    expect(res.body).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
  });
});
