import { Types } from 'mongoose';
import { CALENDAR_CLAIM_MS, calendarEventIdOf, MeetingCalendarService } from '../../src/meetings/calendar/meeting-calendar.service';
import { MeetingNoticesService } from '../../src/meetings/notices/meeting-notices.service';
import type { TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { bookedMeeting, HOUR_MS, meetingsModel } from '../support/factories/meetings';
import { type GoogleCalendarTestServer, meetRoom, startGoogleCalendarTestServer } from '../support/servers/google-calendar-test-server';
import { createMailTestApp } from '../support/servers/mail-test-app';
import type { SmtpTestServer } from '../support/servers/smtp-test-server';

/** Booked meetings move from their Jitsi room to a Google Calendar event with Meet, after the booking's transaction (decision 0046). */
describe('meetings on Google Meet', () => {
  let t: TestApp;
  let google: GoogleCalendarTestServer;
  let smtp: SmtpTestServer;
  let calendar: MeetingCalendarService;
  let notices: MeetingNoticesService;
  let close: () => Promise<void>;
  let mentor: SignedUp;
  let mentee: SignedUp;

  beforeAll(async () => {
    google = await startGoogleCalendarTestServer();
    ({ t, smtp, close } = await createMailTestApp({ ignoreSubjects: ['Confirm your Trail e-mail'], env: google.env }));
    calendar = t.app.get(MeetingCalendarService);
    notices = t.app.get(MeetingNoticesService);
    mentor = await signUp(t, { firstName: 'Chidi', lastName: 'Eze' });
    await setAccess(t, mentor.user._id, { role: 'mentor' });
    mentee = await signUp(t, { firstName: 'Ada', lastName: 'Obi' });
  });
  afterAll(async () => {
    await close?.();
    await google?.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
    google.failing = false;
    google.insertDelayMs = 0;
  });
  afterEach(() => expect(google.rejected).toEqual([]));

  const pair = () => ({ mentor: mentor.user._id, mentee: mentee.user._id });
  const stored = (id: string) => meetingsModel(t).findById(id).lean().exec();
  const inFuture = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

  it('gets one event and its Meet link, however often and concurrently the step runs; both people are attendees', async () => {
    const id = await bookedMeeting(t, pair(), inFuture(72));
    const before = google.inserts;
    google.insertDelayMs = 300;
    await Promise.all([calendar.onBooked([id]), calendar.onBooked([id]), calendar.catchUp()]);
    await calendar.catchUp();
    await calendar.catchUp(new Date(Date.now() + CALENDAR_CLAIM_MS + 60_000));
    expect(google.inserts - before).toBe(1);
    const event = google.events.get(calendarEventIdOf(id))?.event;
    expect((event?.attendees as { email: string }[]).map((a) => a.email).sort()).toEqual([mentee.user.email, mentor.user.email].sort());
    const meeting = await stored(id);
    expect(meeting).toEqual(expect.objectContaining({ venue: 'Google Meet', meetLink: expect.stringMatching(meetRoom(google)), calendarEventId: calendarEventIdOf(id) }));
    expect(meeting?.meetLink).toBe(event?.hangoutLink);
    const listed = await t.http().get(`/api/v1/meetings/mentee/${mentee.user._id}`).set(bearer(mentee.token)).expect(200);
    expect(JSON.stringify(listed.body)).toContain(`"meetLink":"${meeting?.meetLink ?? 'none'}","venue":"Google Meet"`);
    expect(smtp.messages).toHaveLength(0);
  });

  it('Google down: the Jitsi room stays; a later run moves it and mails both the new link with an invite replacing the first', async () => {
    const id = await bookedMeeting(t, pair(), inFuture(72));
    google.failing = true;
    await calendar.onBooked([id]);
    await notices.onBooked([id]);
    await smtp.waitFor(2);
    expect(await stored(id)).toEqual(expect.objectContaining({ venue: 'Jitsi Meet', meetLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\//) }));
    google.failing = false;
    expect(await calendar.catchUp()).toEqual({ moved: 0, deleted: 0 });
    const later = new Date(Date.now() + CALENDAR_CLAIM_MS + 60_000);
    expect(await calendar.catchUp(later)).toEqual({ moved: 1, deleted: 0 });
    const meeting = await stored(id);
    expect(meeting).toEqual(expect.objectContaining({ venue: 'Google Meet', meetLink: expect.stringMatching(meetRoom(google)) }));
    await smtp.waitFor(4);
    const newLinks = smtp.messages.filter((mail) => mail.subject.startsWith('New link: your Trail session with'));
    expect(newLinks.map((mail) => mail.to).flat().sort()).toEqual([mentee.user.email, mentor.user.email].sort());
    for (const mail of newLinks) {
      expect(mail.text).toContain(`Where: Google Meet: ${meeting?.meetLink ?? ''}`);
      expect(mail.raw).toContain(`UID:${id}`);
      expect(mail.raw).toMatch(/SEQUENCE:1/);
    }
    expect(await calendar.catchUp(later)).toEqual({ moved: 0, deleted: 0 });
    await notices.onRoomChanged(id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(4);
  });

  it('keeps the Jitsi room of a meeting that starts within two hours', async () => {
    const id = await bookedMeeting(t, pair(), inFuture(1.5));
    const before = google.inserts;
    await calendar.onBooked([id]);
    expect(google.inserts).toBe(before);
    expect((await stored(id))?.venue).toBe('Jitsi Meet');
  });

  it('a cancellation deletes the event; while Google is down the job deletes it later, once', async () => {
    const id = await bookedMeeting(t, pair(), inFuture(10));
    await calendar.onBooked([id]);
    const eventId = calendarEventIdOf(id);
    expect(google.events.get(eventId)?.deleted).toBe(false);
    google.failing = true;
    await t.http().post(`/api/v1/meetings/${id}/cancel`).set(bearer(mentee.token)).send({}).expect(200);
    expect(google.events.get(eventId)?.deleted).toBe(false);
    google.failing = false;
    expect(await calendar.catchUp()).toEqual({ moved: 0, deleted: 1 });
    expect(google.events.get(eventId)?.deleted).toBe(true);
    const requests = google.requests.length;
    expect(await calendar.catchUp()).toEqual({ moved: 0, deleted: 0 });
    expect(google.requests).toHaveLength(requests);

    const other = await bookedMeeting(t, pair(), inFuture(11));
    await calendar.onBooked([other]);
    await t.http().post(`/api/v1/meetings/${other}/cancel`).set(bearer(mentee.token)).send({}).expect(200);
    expect(google.events.get(calendarEventIdOf(other))?.deleted).toBe(true);
  });

  it('a meeting cancelled while Google was making its event keeps its Jitsi room, and the event is deleted', async () => {
    const id = await bookedMeeting(t, pair(), inFuture(30));
    google.insertDelayMs = 300;
    const asking = calendar.onBooked([id]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await meetingsModel(t).updateOne({ _id: new Types.ObjectId(id) }, { $set: { status: 'cancelled', cancellation: { by: 'mentee', at: new Date(), refundKobo: 0 } } });
    await calendar.onCancelled(id);
    await asking;
    expect(google.events.get(calendarEventIdOf(id))?.deleted).toBe(true);
    expect(await stored(id)).toEqual(expect.objectContaining({ venue: 'Jitsi Meet', calendarEventDeletedAt: expect.any(Date) }));
  });
});
