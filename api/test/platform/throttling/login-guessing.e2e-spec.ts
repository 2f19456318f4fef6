import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../support/create-test-app';
import { signUp, type SignedUp, TEST_PASSWORD } from '../../support/factories/accounts';
import { createMailTestApp } from '../../support/servers/mail-test-app';
import type { SmtpTestServer } from '../../support/servers/smtp-test-server';

const WRONG = { error: 'Incorrect e-mail or password' };
const TOO_MANY_FAILED = {
  error: 'Too many wrong passwords for this e-mail. Please wait a little and try again, or reset your password.',
};
const PAUSED = {
  error:
    'Signing in with a password is paused for this account after many wrong passwords. Reset your password (the link signs you in), or sign in with Google if your account uses it.',
};
const NOTICE = 'Someone is trying to sign in to your Trail account';
const RESET_SUBJECT = 'Reset your Trail password';
const DAY_S = 86_400;

/** Security review M5 and decision 0076: guesses are claimed before bcrypt, IPv6 counts per /64, and an account pauses past a cap. */
describe('password guessing', () => {
  const FREE = 3;
  const CAP = 6;
  let t: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await createMailTestApp({
      ignoreSubjects: ['Confirm your Trail e-mail'],
      env: { LOGIN_FAILURES_BEFORE_DELAY: String(FREE), LOGIN_FAILURES_PER_ACCOUNT: String(CAP), TRUST_PROXY: '1' },
    }));
  });
  afterAll(async () => {
    await close?.();
  });

  const login = (email: string, password: string, ip: string) =>
    t.http().post('/api/v1/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();
  const noticesTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.subject === NOTICE);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
  let nextIp = 0;
  /** A fresh IPv4 address each call, so only the account's count is shared. */
  const anotherIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  it('lets parallel guesses from one address past the free attempts no further than one at a time would', async () => {
    const learner = await signUp(t);
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => login(learner.user.email, `wrong-guess-${i}`, '10.8.0.1')));
    expect(statuses(guesses)).toEqual([...Array<number>(FREE).fill(401), ...Array<number>(12 - FREE).fill(429)]);
    expect(guesses.find((g) => g.status === 429)?.body).toEqual(TOO_MANY_FAILED);
    // Even the right password waits now: the count was taken before any password was checked.
    await login(learner.user.email, learner.password, '10.8.0.1').expect(429);
  });

  it('counts every address of one IPv6 /64 together, and a neighbouring /64 apart', async () => {
    const learner = await signUp(t);
    for (let i = 1; i <= FREE; i += 1) await login(learner.user.email, 'wrong-guess', `2001:db8:7:1::${i}`).expect(401);
    const res = await login(learner.user.email, 'wrong-guess', '2001:db8:7:1:ffff:ffff:ffff:ffff').expect(429);
    expect(res.body).toEqual(TOO_MANY_FAILED);
    await login(learner.user.email, learner.password, '2001:db8:7:2::1').expect(200);
  });

  describe('from many addresses', () => {
    let learner: SignedUp;
    beforeAll(async () => {
      learner = await signUp(t);
    });

    it('pauses password sign-in for the account past the cap, for the right password too, and tells the owner once', async () => {
      for (let i = 0; i < CAP; i += 1) await login(learner.user.email, `wrong-guess-${i}`, anotherIp()).expect(401, WRONG);
      const paused = await login(learner.user.email, learner.password, anotherIp()).expect(429);
      expect(paused.body).toEqual(PAUSED);
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(DAY_S - 120);
      expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(DAY_S);
      await login(learner.user.email, 'wrong-guess-more', anotherIp()).expect(429, PAUSED);

      const [notice] = await smtp.waitFor(1);
      expect(notice.subject).toBe(NOTICE);
      expect(notice.to).toEqual([learner.user.email]);
      expect(notice.text).toContain('signing in with a password is paused until');
      expect(notice.text).toContain('http://dashboard.test/resetpassword');
      await settle();
      expect(noticesTo(learner.user.email)).toHaveLength(1);
    });

    it('lets the owner in through a password reset, which lifts the pause', async () => {
      smtp.messages.length = 0;
      await t.http().post('/api/v1/auth/forgotpassword').set('X-Forwarded-For', anotherIp()).send({ email: learner.user.email }).expect(200);
      const [mail] = await smtp.waitFor(1);
      expect(mail.subject).toBe(RESET_SUBJECT);
      const token = /resetpassword\?token=([\w-]+)/.exec(mail.text)?.[1];
      const reset = await t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password: 'a-new-longer-secret' }).expect(200);
      expect(reset.body.token).toEqual(expect.any(String));
      await login(learner.user.email, 'a-new-longer-secret', anotherIp()).expect(200);
    });
  });

  it('lets no more guesses through at once than the cap, and mails one notice', async () => {
    const learner = await signUp(t);
    const guesses = await Promise.all(Array.from({ length: CAP + 6 }, (_, i) => login(learner.user.email, `wrong-guess-${i}`, anotherIp())));
    expect(statuses(guesses)).toEqual([...Array<number>(CAP).fill(401), ...Array<number>(6).fill(429)]);
    await settle();
    expect(noticesTo(learner.user.email)).toHaveLength(1);
  });

  it('forgives a right password its own try, so the owner signing in does not bring the pause closer', async () => {
    const learner = await signUp(t);
    for (let i = 0; i < CAP - 1; i += 1) await login(learner.user.email, `wrong-guess-${i}`, anotherIp()).expect(401);
    for (let i = 0; i < 3; i += 1) await login(learner.user.email, TEST_PASSWORD, anotherIp()).expect(200);
    await login(learner.user.email, 'wrong-guess-last', anotherIp()).expect(401);
    await login(learner.user.email, TEST_PASSWORD, anotherIp()).expect(429, PAUSED);
  });

  it('pauses an e-mail without an account the same way, so a pause tells nothing, and mails nobody', async () => {
    const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < CAP; i += 1) await login(nobody, `wrong-guess-${i}`, anotherIp()).expect(401, WRONG);
    await login(nobody, 'wrong-guess', anotherIp()).expect(429, PAUSED);
    await settle();
    expect(smtp.messages.filter((m) => m.to.includes(nobody))).toHaveLength(0);
  });
});
