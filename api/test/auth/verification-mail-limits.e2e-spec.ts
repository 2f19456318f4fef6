import { Types } from 'mongoose';
import { counterKey } from '../../src/platform/throttling/rate-limit-counters.service';
import type { TestApp } from '../support/create-test-app';
import { bearer, signUp, type SignedUp } from '../support/factories/accounts';
import { createMailTestApp } from '../support/servers/mail-test-app';
import type { SmtpTestServer } from '../support/servers/smtp-test-server';

const SUBJECT = 'Confirm your Trail e-mail';
const TOO_MANY = {
  error: 'We have sent several verification links already. Please look for them in your inbox (and spam folder), or wait and try again.',
};
const HOUR_S = 3600;

/** Security review M6: asking for the verification link again has a budget per account and per recipient. */
describe('verification links asked for again', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await createMailTestApp({ env: { VERIFICATION_MAIL_PER_HOUR: '3', VERIFICATION_MAIL_PER_DAY: '4' } }));
  });
  afterAll(async () => {
    await close?.();
  });

  const resend = (learner: SignedUp) => t.http().post('/api/v1/auth/verify-email/resend').set(bearer(learner.token));
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.subject === SUBJECT).length;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
  /**
   * As if the hour had passed: this learner's counters of the current hour go, the day's stay. (By key, not
   * by expiry: in the day's last hour the daily window ends within the hour too.)
   */
  const nextHour = (learner: SignedUp) => {
    const hourStart = Math.floor(Date.now() / (HOUR_S * 1000)) * HOUR_S * 1000;
    const keys = [`verify-mail|account|${learner.user._id}`, `verify-mail|to|${learner.user.email.trim().toLowerCase()}`];
    return t.connection.collection('ratelimitcounters').deleteMany({ _id: { $in: keys.map((key) => counterKey(key, { windowMs: HOUR_S * 1000 }, hourStart)) as never[] } });
  };

  it('mails 3 links an hour and 4 a day per account, then answers 429 with Retry-After and mails nothing', async () => {
    // Counts live in fixed windows: a test that straddled an hour's end would start counting again.
    const left = HOUR_S * 1000 - (Date.now() % (HOUR_S * 1000));
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const learner = await signUp(t);
    await smtp.waitFor(1);
    for (let i = 0; i < 3; i += 1) await resend(learner).expect(200);
    const refused = await resend(learner).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(HOUR_S);
    await settle();
    expect(mailsTo(learner.user.email)).toBe(1 + 3);

    await nextHour(learner);
    await resend(learner).expect(200);
    const daily = await resend(learner).expect(429, TOO_MANY);
    // The day's window: it ends at the next UTC midnight, whatever the hour now.
    const dayEndsInS = (Math.ceil(Date.now() / (24 * HOUR_S * 1000)) * 24 * HOUR_S * 1000 - Date.now()) / 1000;
    expect(Number(daily.headers['retry-after'])).toBeGreaterThanOrEqual(Math.floor(dayEndsInS) - 5);
    await settle();
    expect(mailsTo(learner.user.email)).toBe(1 + 4);
  });

  it('counts per recipient too, so a new account for the same address gets no fresh budget', async () => {
    const first = await signUp(t);
    for (let i = 0; i < 3; i += 1) await resend(first).expect(200);
    const address = first.user.email;
    const users = t.connection.collection('users');
    await users.deleteOne({ _id: new Types.ObjectId(first.user._id) });
    const second = await signUp(t);
    await users.updateOne({ _id: new Types.ObjectId(second.user._id) }, { $set: { email: address } });
    await resend(second).expect(429, TOO_MANY);
  });

  it('keeps one account’s budget from touching another’s', async () => {
    const spent = await signUp(t);
    for (let i = 0; i < 3; i += 1) await resend(spent).expect(200);
    await resend(spent).expect(429);
    await resend(await signUp(t)).expect(200);
  });
});
