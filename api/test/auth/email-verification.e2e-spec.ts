import { Types } from 'mongoose';
import type { TestApp } from '../support/create-test-app';
import { bearer, signUp, TEST_PASSWORD } from '../support/factories/accounts';
import { createMailTestApp } from '../support/servers/mail-test-app';
import { type ReceivedMail, type SmtpTestServer } from '../support/servers/smtp-test-server';

const SUBJECT = 'Confirm your Trail e-mail';
const VERIFIED = { message: 'Your e-mail is verified. Thank you!' };
const INVALID = { error: 'This verification link is invalid or has expired. Sign in and ask for a new one.' };

describe('e-mail verification', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await createMailTestApp());
  });
  afterAll(async () => {
    await close?.();
  });

  async function mailTo(email: string, count = 1): Promise<ReceivedMail> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mails = smtp.messages.filter((m) => m.to.includes(email) && m.subject === SUBJECT);
      if (mails.length >= count) return mails[count - 1] as ReceivedMail;
      if (Date.now() > deadline) throw new Error(`no verification mail ${count} to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function linkToken(email: string, count = 1): Promise<string> {
    const mail = await mailTo(email, count);
    const token = /http:\/\/dashboard\.test\/verify-email\?token=([\w.%-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no verification link in: ${mail.text}`);
    return decodeURIComponent(token);
  }

  const verify = (token: string) => t.http().post('/api/v1/auth/verify-email').send({ token });
  const me = async (token: string) => (await t.http().get('/api/v1/users/me').set(bearer(token)).expect(200)).body.user;

  it('mails a link on sign-up; the link verifies the e-mail, and a second click answers the same', async () => {
    const learner = await signUp(t);
    expect(learner.user.emailVerified).toBe(false);
    const token = await linkToken(learner.user.email);

    await verify(token).expect(200, VERIFIED);
    expect(await me(learner.token)).toMatchObject({ emailVerified: true });
    await verify(token).expect(200, VERIFIED);
  });

  it('refuses a forged, tampered or session token', async () => {
    const learner = await signUp(t);
    const token = await linkToken(learner.user.email);
    await verify('not-a-token').expect(400, INVALID);
    await verify(`${token.slice(0, -2)}xx`).expect(400, INVALID);
    await verify(learner.token).expect(400, INVALID);
    expect((await verify('')).body).toEqual({ error: expect.stringContaining('token') });
    expect(await me(learner.token)).toMatchObject({ emailVerified: false });
  });

  it('resends the link to a signed-in unverified learner, and not once verified', async () => {
    const learner = await signUp(t);
    await linkToken(learner.user.email);
    await t.http().post('/api/v1/auth/verify-email/resend').expect(401);
    const resent = await t.http().post('/api/v1/auth/verify-email/resend').set(bearer(learner.token)).expect(200);
    expect(resent.body).toEqual({ message: 'We have sent you a new verification link. Check your inbox.' });
    await verify(await linkToken(learner.user.email, 2)).expect(200, VERIFIED);

    const again = await t.http().post('/api/v1/auth/verify-email/resend').set(bearer(learner.token));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'Your e-mail is already verified' });
  });

  async function referrerWithCode(verified: boolean) {
    const referrer = await signUp(t);
    if (verified) await verify(await linkToken(referrer.user.email)).expect(200);
    const code = (await t.http().get('/api/v1/users/referral').set(bearer(referrer.token)).expect(200)).body.user.code;
    return { referrer, code: code as string };
  }

  it('counts a referral only once the new account verifies its e-mail, and only once', async () => {
    const { referrer, code } = await referrerWithCode(true);
    const friend = await signUp(t, { refCode: code });
    expect(await me(referrer.token)).toMatchObject({ referred: 0 });

    const token = await linkToken(friend.user.email);
    await verify(token).expect(200);
    await verify(token).expect(200);
    expect(await me(referrer.token)).toMatchObject({ referred: 1 });
  });

  it('counts no referral for a referrer whose own e-mail is not verified', async () => {
    const { referrer, code } = await referrerWithCode(false);
    const friend = await signUp(t, { refCode: code });
    await verify(await linkToken(friend.user.email)).expect(200);
    expect(await me(referrer.token)).toMatchObject({ referred: 0 });
  });

  const welcomes = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.subject === 'Welcome to Trail');

  it('sends one branded welcome mail once the e-mail is verified, even for two verifications at once', async () => {
    const learner = await signUp(t, { firstName: '<script>alert(1)</script>' });
    const token = await linkToken(learner.user.email);
    expect(welcomes(learner.user.email)).toEqual([]);

    const [first, second] = await Promise.all([verify(token), verify(token)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await verify(token).expect(200, VERIFIED);
    const deadline = Date.now() + 5_000;
    while (!welcomes(learner.user.email).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const mails = welcomes(learner.user.email);
    expect(mails).toHaveLength(1);
    const [welcome] = mails as [ReceivedMail];
    expect(welcome.text).toContain('Hi <script>alert(1)</script>,');
    expect(welcome.text).toContain('Open your dashboard: http://dashboard.test');
    expect(welcome.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(welcome.html).not.toContain('<script>');
    expect(welcome.html).toMatch(/<a\s+href="http:\/\/dashboard\.test"/);
  });

  it('sends no welcome to an account verified before welcome mails existed: not on sign-in, nor on its old link (decision 0061)', async () => {
    const learner = await signUp(t);
    const token = await linkToken(learner.user.email);
    // Verified by an older release, which kept no welcome claim.
    await t.connection.collection('users').updateOne({ email: learner.user.email }, { $set: { emailVerified: true } });

    await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: TEST_PASSWORD }).expect(200);
    await verify(token).expect(200, VERIFIED);
    expect(await me(learner.token)).toMatchObject({ emailVerified: true });
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(welcomes(learner.user.email)).toEqual([]);
    expect(await t.connection.collection('deliveries').countDocuments({ week: 'welcome', user: new Types.ObjectId(learner.user._id) })).toBe(0);
  });
});
