import { MEETING_LENGTH_MINUTES } from '@trail/shared';
import { sync as ical } from 'node-ical';
import { Types } from 'mongoose';
import { MeetingNoticesService } from '../../src/meetings/notices/meeting-notices.service';
import type { TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { bookedMeeting, HOUR_MS, meetingsModel } from '../support/factories/meetings';
import { createMailTestApp } from '../support/servers/mail-test-app';
import { type ReceivedMail, type SmtpTestServer } from '../support/servers/smtp-test-server';
import { verifiedPhone } from '../support/factories/phones';
import { startWhatsAppTestServer, type WhatsAppTestServer } from '../support/servers/whatsapp-test-server';

const NOW = new Date('2030-03-04T09:00:00Z');
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR_MS);

/** The text/calendar part of a raw mail, decoded. */
function calendarOf(mail: ReceivedMail): string {
  for (const part of mail.raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/calendar/i.test(head)) continue;
    const content = body.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(content, 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      return content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    return content;
  }
  throw new Error(`no text/calendar part in "${mail.subject}"`);
}

describe('meeting notices: invites, cancellations, reminders', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let whatsApp: WhatsAppTestServer;
  let notices: MeetingNoticesService;
  let close: () => Promise<void>;
  let mentor: SignedUp;
  let mentee: SignedUp;

  beforeAll(async () => {
    whatsApp = await startWhatsAppTestServer();
    ({ t, smtp, close } = await createMailTestApp({
      ignoreSubjects: ['Confirm your Trail e-mail'],
      env: {
        ...whatsApp.env,
        WHATSAPP_MEETING_TEMPLATE: 'meeting_reminder',
      },
    }));
    notices = t.app.get(MeetingNoticesService);
    mentor = await signUp(t, { firstName: 'Chidi', lastName: 'Eze' });
    await setAccess(t, mentor.user._id, { role: 'mentor' });
    mentee = await signUp(t, { firstName: 'Ada', lastName: 'Obi' });
    await t.connection
      .collection('users')
      .updateOne({ _id: new Types.ObjectId(mentee.user._id) }, { $set: { ...verifiedPhone('+2348031234567'), reminder: { gmail: false, whatsapp: true } } });
    // The mentor opted in with a number never verified (as numbers saved before decision 0079): no WhatsApp.
    await t.connection
      .collection('users')
      .updateOne({ _id: new Types.ObjectId(mentor.user._id) }, { $set: { phone: '+2348059876543', reminder: { gmail: false, whatsapp: true } } });
  });
  afterAll(async () => {
    await close?.();
    await whatsApp?.close();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    whatsApp.messages.length = 0;
    await t.connection.collection('meetings').deleteMany({});
  });

  const pair = () => ({ mentor: mentor.user._id, mentee: mentee.user._id });
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

  it('sends both people one invite each with a calendar event, however often the booking reports it', async () => {
    const startsAt = new Date(Math.floor((Date.now() + 3 * 24 * HOUR_MS) / 60_000) * 60_000);
    const id = await bookedMeeting(t, pair(), startsAt);
    await Promise.all([notices.onBooked([id]), notices.onBooked([id])]);
    await notices.onBooked([id]);
    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(2);

    for (const [who, other, otherAccount] of [[mentee, 'Chidi Eze', mentor], [mentor, 'Ada Obi', mentee]] as const) {
      const [mail] = mailsTo(who.user.email);
      expect(mail?.subject).toBe(`Booked: your Trail session with ${other}`);
      expect(mail?.text).toContain('meet.jit.si');
      const raw = calendarOf(mail as ReceivedMail);
      expect(raw).toMatch(/METHOD:REQUEST/);
      // The invite names its own recipient only: the other person's private e-mail never reaches them (security review L5).
      const unfolded = raw.replace(/\r?\n[ \t]/g, '').toLowerCase();
      expect(unfolded).toContain(who.user.email.toLowerCase());
      expect(unfolded).not.toContain(otherAccount.user.email.toLowerCase());
      const event = Object.values(ical.parseICS(raw)).find((entry) => entry?.type === 'VEVENT');
      expect(event).toEqual(
        expect.objectContaining({ uid: id, location: expect.stringMatching(/^https:\/\/meet\.jit\.si\//) }),
      );
      const vevent = event as unknown as { start: Date; end: Date; organizer: { params: { CN: string } } | string };
      expect(vevent.start.toISOString()).toBe(startsAt.toISOString());
      expect(vevent.end.getTime() - vevent.start.getTime()).toBe(MEETING_LENGTH_MINUTES * 60_000);
      expect(JSON.stringify(vevent.organizer)).toContain('Trail');
    }
    const stored = await meetingsModel(t).findById(id).lean();
    expect(stored?.invitesSentAt).toBeInstanceOf(Date);
  });

  it('catches up the invites of a booking whose process stopped between commit and mail', async () => {
    const id = await bookedMeeting(t, pair(), new Date(Date.now() + 48 * HOUR_MS));
    await meetingsModel(t).collection.updateOne({ _id: new Types.ObjectId(id) }, { $set: { updatedAt: new Date(Date.now() - 10 * 60_000) } });
    // Just booked: its own onBooked call is still on its way, so the catch-up leaves it alone.
    await bookedMeeting(t, pair(), new Date(Date.now() + 50 * HOUR_MS));
    expect(await notices.catchUpInvites(new Date())).toBe(1);
    await smtp.waitFor(2);
    expect(await notices.catchUpInvites(new Date())).toBe(0);
    expect(smtp.messages.every((mail) => calendarOf(mail).includes(`UID:${id}`))).toBe(true);
    expect(smtp.messages).toHaveLength(2);
  });

  it("writes each person's times in the time zone they set, and in the reminders' zone for those who did not", async () => {
    const london = await t
      .http()
      .put(`/api/v1/users/${mentor.user._id}`)
      .set(bearer(mentor.token))
      .send({ timezone: 'Europe/London' });
    expect(london.status).toBe(200);
    expect(london.body.user.timezone).toBe('Europe/London');
    const refused = await t.http().put(`/api/v1/users/${mentor.user._id}`).set(bearer(london.body.token)).send({ timezone: 'Lagos' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'timezone must be a time zone name such as Africa/Lagos' });

    // In December London is on UTC and Lagos an hour ahead.
    const id = await bookedMeeting(t, pair(), new Date('2030-12-02T17:00:00Z'));
    await notices.onBooked([id]);
    await smtp.waitFor(2);
    expect(mailsTo(mentor.user.email)[0]?.text).toContain('When: Monday 2 December 2030, 17:00 (Europe/London time)');
    expect(mailsTo(mentee.user.email)[0]?.text).toContain('When: Monday 2 December 2030, 18:00 (Africa/Lagos time)');
    await t.connection.collection('users').updateOne({ _id: new Types.ObjectId(mentor.user._id) }, { $unset: { timezone: 1 } });
  });

  it('mails a cancellation with METHOD:CANCEL, saying who cancelled and whether money comes back', async () => {
    const id = await bookedMeeting(t, pair(), new Date(Date.now() + 48 * HOUR_MS), {
      status: 'cancelled',
      cancellation: { by: 'mentor', at: new Date(), refundKobo: 200_000, reason: 'I am travelling' },
    });
    await notices.onCancelled(id);
    await notices.onCancelled(id);
    await smtp.waitFor(2);
    const [toMentee] = mailsTo(mentee.user.email);
    expect(toMentee?.subject).toBe('Cancelled: your Trail session with Chidi Eze');
    expect(toMentee?.text).toContain('Chidi Eze cancelled');
    expect(toMentee?.text).toContain('I am travelling');
    expect(toMentee?.text).toContain('Your payment of ₦2,000 is on its way back to you');
    const [toMentor] = mailsTo(mentor.user.email);
    expect(toMentor?.text).toContain('You cancelled');
    expect(toMentor?.text).toContain('Ada Obi gets their payment of ₦2,000 back');
    const raw = calendarOf(toMentee as ReceivedMail);
    expect(raw).toMatch(/METHOD:CANCEL/);
    expect(raw.replace(/\r?\n[ \t]/g, '').toLowerCase()).not.toContain(mentor.user.email.toLowerCase());
    expect(raw).toContain(`UID:${id}`);
    expect(raw).toMatch(/STATUS:CANCELLED/);
    expect(smtp.messages).toHaveLength(2);
  });

  it('reminds both people 24 h and 1 h before, each once however often the job runs, by WhatsApp only to those who opted in with a verified number', async () => {
    const id = await bookedMeeting(t, pair(), at(20));
    await bookedMeeting(t, pair(), at(50));
    await bookedMeeting(t, pair(), at(5), { status: 'cancelled', cancellation: { by: 'mentee', at: NOW, refundKobo: 200_000 } });

    const first = await notices.sendReminders(NOW);
    await notices.sendReminders(new Date(NOW.getTime() + 5 * 60_000));
    expect(first.email.sent).toBe(2);
    expect(first.whatsapp.sent).toBe(1);
    await smtp.waitFor(2);
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([
      'Reminder: your Trail session with Ada Obi starts in about 24 hours',
      'Reminder: your Trail session with Chidi Eze starts in about 24 hours',
    ]);
    expect(whatsApp.messages).toEqual([
      { to: '2348031234567', template: { name: 'meeting_reminder', parameters: ['Ada', 'Chidi Eze', expect.stringContaining('(Africa/Lagos time)'), expect.stringContaining('meet.jit.si')] } },
    ]);

    const hourBefore = new Date(NOW.getTime() + 19.25 * HOUR_MS);
    const [a, b] = await Promise.all([notices.sendReminders(hourBefore), notices.sendReminders(hourBefore)]);
    expect((a?.email.sent ?? 0) + (b?.email.sent ?? 0)).toBe(2);
    await smtp.waitFor(4);
    expect(smtp.messages.filter((mail) => mail.subject.endsWith('in about 1 hour'))).toHaveLength(2);
    expect(whatsApp.messages).toHaveLength(2);
    expect(await t.connection.collection('deliveries').countDocuments({ week: oneHourReminderOf(id) })).toBe(3);

    // After the start nothing more goes out.
    const again = await notices.sendReminders(at(21));
    expect(again.email.sent + again.email['already-sent']).toBe(0);
  });
});

/** The delivery ledger's key of this meeting's 1-hour reminder. */
const oneHourReminderOf = (id: string) => `meeting:${id}:reminder-60`;
