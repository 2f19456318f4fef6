import { LAST_ROOM_CHANGE_BEFORE_START_MS } from '../../src/meetings/calendar/meeting-calendar.service';
import type { TestApp } from '../support/create-test-app';
import type { SignedUp } from '../support/factories/accounts';
import { bookingBody, freeHourAtLeast, holdAndPay, meetingsOf, mentorWithSlots, verifiedLearner } from '../support/factories/booking';
import { type GoogleCalendarTestServer, meetRoom, startGoogleCalendarTestServer } from '../support/servers/google-calendar-test-server';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';
import { scopedEnv } from '../support/servers/scoped-env';
import { type SmtpTestServer, smtpTestEnv, startSmtpTestServer } from '../support/servers/smtp-test-server';

/** With Google credentials, paying books the hour on Jitsi inside the transaction and moves it to Google Meet right after, before the invites go. */
describe('booking with Google Calendar configured', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let google: GoogleCalendarTestServer;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let restoreEnv: () => void;
  let mentor: SignedUp & { username: string };
  let learner: SignedUp;

  beforeAll(async () => {
    google = await startGoogleCalendarTestServer();
    smtp = await startSmtpTestServer({ ignoreSubjects: ['Confirm your Trail e-mail', 'Welcome to Trail'] });
    const scoped = scopedEnv({ ...smtpTestEnv(smtp), ...google.env });
    Object.assign(process.env, scoped.env);
    restoreEnv = scoped.restore;
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    mentor = await mentorWithSlots(t, [{ day: 4, hour: 15, minute: 0, timezone: 'Africa/Lagos' }], { firstName: 'Ngozi', lastName: 'Okafor' });
    learner = await verifiedLearner(t);
  });
  afterAll(async () => {
    await close?.();
    await google?.close();
    await smtp?.close();
    restoreEnv?.();
  });

  it('paying gives the meeting a Google Meet link, and the invites carry it, not the Jitsi room', async () => {
    // Within two hours of the start a room no longer moves, so the hour must not be today's soon one.
    const hour = await freeHourAtLeast(t, mentor.username, LAST_ROOM_CHANGE_BEFORE_START_MS + 60 * 60_000);
    const { authorization_url } = await holdAndPay(t, learner.token, bookingBody(mentor.user._id, [hour]));
    smtp.messages.length = 0;
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();
    // The two invites and the learner's receipt.
    await smtp.waitFor(3);
    const [meeting] = await meetingsOf(t, { status: 'booked' });
    expect(meeting).toEqual(expect.objectContaining({ venue: 'Google Meet', meetLink: expect.stringMatching(meetRoom(google)) }));
    expect(google.inserts).toBe(1);
    const invites = smtp.messages.filter((mail) => mail.subject.startsWith('Booked: your Trail session with'));
    expect(invites.map((mail) => mail.to).flat().sort()).toEqual([learner.user.email, mentor.user.email].sort());
    for (const mail of invites) {
      expect(mail.text).toContain(`Where: Google Meet: ${String(meeting?.meetLink)}`);
      expect(mail.text).not.toContain('meet.jit.si');
    }
    expect(google.rejected).toEqual([]);
  });
});
