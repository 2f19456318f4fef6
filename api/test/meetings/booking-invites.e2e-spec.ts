import type { TestApp } from '../support/create-test-app';
import { bearer, type SignedUp } from '../support/factories/accounts';
import { book, bookingBody, freeHours, holdAndPay, meetingsOf, mentorWithSlots, verifiedLearner } from '../support/factories/booking';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';
import { scopedEnv } from '../support/servers/scoped-env';
import { type SmtpTestServer, smtpTestEnv, startSmtpTestServer } from '../support/servers/smtp-test-server';

/** Booking and the meeting notices together: a paid booking mails its invites at once, and an hour its mentor cancelled stays closed. */
describe('booking, then the meeting', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let smtp: SmtpTestServer;
  let restoreEnv: () => void;
  let mentor: SignedUp & { username: string };
  let learner: SignedUp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ ignoreSubjects: ['Confirm your Trail e-mail', 'Welcome to Trail'] });
    const scoped = scopedEnv(smtpTestEnv(smtp));
    Object.assign(process.env, scoped.env);
    restoreEnv = scoped.restore;
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    mentor = await mentorWithSlots(t, [{ day: 3, hour: 10, minute: 0, timezone: 'Africa/Lagos' }], { firstName: 'Bola', lastName: 'Ade' });
    learner = await verifiedLearner(t);
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
    restoreEnv?.();
  });

  it('paying mails both people their invite with the room, without waiting for the notices job', async () => {
    const [hour] = await freeHours(t, mentor.username);
    const { authorization_url } = await holdAndPay(t, learner.token, bookingBody(mentor.user._id, [hour!]));
    smtp.messages.length = 0;
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();
    // The two invites and the learner's receipt.
    await smtp.waitFor(3);
    const invites = smtp.messages.filter((mail) => mail.subject.startsWith('Booked: your Trail session with'));
    expect(invites.map((mail) => mail.to).flat().sort()).toEqual([learner.user.email, mentor.user.email].sort());
    expect(invites.every((mail) => /meet\.jit\.si\/Trail-/.test(mail.text ?? ''))).toBe(true);
  });

  it('an hour its mentor cancelled is no longer offered, and holding it is refused', async () => {
    const [booked] = await meetingsOf(t, { status: 'booked' });
    await t.http().post(`/api/v1/meetings/${booked!._id.toHexString()}/cancel`).set(bearer(mentor.token)).send({}).expect(200);
    const offered = await freeHours(t, mentor.username);
    const startsAt = (booked!.startsAt as Date).toISOString();
    expect(offered.map((hour) => hour.startsAt)).not.toContain(startsAt);
    const other = await verifiedLearner(t);
    const retry = await book(t, other.token, bookingBody(mentor.user._id, [{ slotId: booked!.slotId.toHexString(), startsAt, second: false }]));
    expect(retry.status).toBeGreaterThanOrEqual(400);
    expect(retry.status).toBeLessThan(500);
  });
});
