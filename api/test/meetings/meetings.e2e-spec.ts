import { BOOKING_MESSAGES, INPUT_LIMITS, type Meeting, type MeetingsResponse, MESSAGES } from '@trail/shared';
import { Types } from 'mongoose';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { bookedMeeting, HOUR_MS } from '../support/factories/meetings';

const inHours = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR_MS) / 60_000) * 60_000);

describe('meetings: reads and comments', () => {
  let t: TestApp;
  let mentor: SignedUp;
  let mentee: SignedUp;
  let stranger: SignedUp;
  let admin: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    mentor = await signUp(t, { firstName: 'Chidi', lastName: 'Eze' });
    await setAccess(t, mentor.user._id, { role: 'mentor' });
    await t.connection.collection('users').updateOne(
      { _id: new Types.ObjectId(mentor.user._id) },
      { $set: { tag: 'Data Analyst', username: 'chidi-eze', phone: '+2348031111111' } },
    );
    mentee = await signUp(t, { firstName: 'Ada', lastName: 'Obi' });
    stranger = await signUp(t);
    admin = await signUp(t);
    await setAccess(t, admin.user._id, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.connection.collection('meetings').deleteMany({});
  });

  const pair = () => ({ mentor: mentor.user._id, mentee: mentee.user._id });
  const list = (side: 'mentor' | 'mentee', id: string, token: string) => t.http().get(`/api/v1/meetings/${side}/${id}`).set(bearer(token));

  describe('GET /meetings/mentor/:id and /meetings/mentee/:id', () => {
    it('lists upcoming soonest first and history newest first, each from the viewer’s side', async () => {
      const later = await bookedMeeting(t, pair(), inHours(72));
      const sooner = await bookedMeeting(t, pair(), inHours(5));
      const yesterday = await bookedMeeting(t, pair(), inHours(-24), { menteeQuery: 'Very helpful, thank you' });
      const lastWeek = await bookedMeeting(t, pair(), inHours(-24 * 7));
      const cancelled = await bookedMeeting(t, pair(), inHours(48), {
        status: 'cancelled',
        cancellation: { by: 'mentor', at: new Date(), refundKobo: 200_000 },
      });

      const asMentee = (await list('mentee', mentee.user._id, mentee.token).expect(200)).body as MeetingsResponse;
      expect(asMentee.upcoming.map((m) => m._id)).toEqual([sooner, later]);
      expect(asMentee.history.map((m) => m._id)).toEqual([cancelled, yesterday, lastWeek]);
      expect(asMentee.upcoming.map((m) => m.state)).toEqual(['upcoming', 'upcoming']);
      expect(asMentee.history.map((m) => [m.state, m.as])).toEqual([
        ['cancelled', 'mentee'],
        ['completed', 'mentee'],
        ['pending', 'mentee'],
      ]);
      expect(asMentee.history[0]?.cancellation).toEqual({ by: 'mentor', at: expect.any(String), refundKobo: 200_000 });

      // The mentee's comment completes the meeting for the mentee only: the mentor has not written theirs.
      const asMentor = (await list('mentor', mentor.user._id, mentor.token).expect(200)).body as MeetingsResponse;
      expect(asMentor.history.map((m) => m.state)).toEqual(['cancelled', 'pending', 'pending']);
      expect(asMentor.upcoming[0]).toEqual(
        expect.objectContaining({ as: 'mentor', purpose: 'Breaking into data analysis', venue: 'Jitsi Meet', meetLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\//) }),
      );
    });

    it('shows the other side’s public fields only, never an e-mail or phone', async () => {
      await bookedMeeting(t, pair(), inHours(30));
      const res = await list('mentee', mentee.user._id, mentee.token).expect(200);
      const meeting = (res.body as MeetingsResponse).upcoming[0] as Meeting;
      expect(meeting.mentor).toEqual({ _id: mentor.user._id, firstName: 'Chidi', lastName: 'Eze', tag: 'Data Analyst', username: 'chidi-eze' });
      expect(meeting.mentee).toEqual(expect.objectContaining({ _id: mentee.user._id, firstName: 'Ada', lastName: 'Obi' }));
      const raw = JSON.stringify(res.body);
      expect(raw).not.toContain(mentor.user.email);
      expect(raw).not.toContain(mentee.user.email);
      expect(raw).not.toContain('2348031111111');
    });

    it('never shows hours that are only held, or whose hold was released', async () => {
      await bookedMeeting(t, pair(), inHours(10), { status: 'held', holdExpiresAt: new Date(Date.now() + 600_000) });
      await bookedMeeting(t, pair(), inHours(11), { status: 'released' });
      await bookedMeeting(t, pair(), inHours(-3), { status: 'released' });
      for (const [side, who] of [['mentor', mentor], ['mentee', mentee]] as const) {
        expect((await list(side, who.user._id, who.token).expect(200)).body).toEqual({ upcoming: [], history: [], historyHasMore: false });
      }
    });

    it('lets an admin read anyone’s meetings, and refuses other people with 403', async () => {
      await bookedMeeting(t, pair(), inHours(30));
      expect(((await list('mentor', mentor.user._id, admin.token).expect(200)).body as MeetingsResponse).upcoming).toHaveLength(1);
      const refused = await list('mentee', mentee.user._id, stranger.token).expect(403);
      expect(refused.body).toEqual({ error: BOOKING_MESSAGES.notYourMeeting });
      await list('mentor', mentor.user._id, mentee.token).expect(403);
    });

    it('answers 400 for a malformed id and 401 without a token', async () => {
      expect((await list('mentee', 'not-an-id', mentee.token).expect(400)).body).toEqual({ error: expect.any(String) });
      await t.http().get(`/api/v1/meetings/mentee/${mentee.user._id}`).expect(401);
    });
  });

  describe('PUT /meetings/:id', () => {
    const put = (id: string, token: string, body: object) => t.http().put(`/api/v1/meetings/${id}`).set(bearer(token)).send(body);

    it('takes each side’s own comment after the start, completing it for that side only', async () => {
      const id = await bookedMeeting(t, pair(), inHours(-2));
      const res = await put(id, mentee.token, { menteeQuery: '  I now know where to start.  ' }).expect(200);
      expect(res.body).toEqual(expect.objectContaining({ _id: id, as: 'mentee', state: 'completed', menteeQuery: 'I now know where to start.' }));
      const mentorSide = (await list('mentor', mentor.user._id, mentor.token).expect(200)).body as MeetingsResponse;
      expect(mentorSide.history[0]).toEqual(expect.objectContaining({ state: 'pending', menteeQuery: 'I now know where to start.' }));

      await put(id, mentor.token, { mentorQuery: 'Keen learner; practise SQL joins.' }).expect(200);
      const after = (await list('mentor', mentor.user._id, mentor.token).expect(200)).body as MeetingsResponse;
      expect(after.history[0]).toEqual(expect.objectContaining({ state: 'completed', mentorQuery: 'Keen learner; practise SQL joins.' }));
    });

    it('refuses a comment before the start', async () => {
      const id = await bookedMeeting(t, pair(), inHours(3));
      expect((await put(id, mentee.token, { menteeQuery: 'Too soon' }).expect(409)).body).toEqual({ error: BOOKING_MESSAGES.commentTooEarly });
      expect((await list('mentee', mentee.user._id, mentee.token)).body.upcoming[0].menteeQuery).toBeUndefined();
    });

    it('lets nobody write the other side’s comment, or comment on someone else’s meeting', async () => {
      const id = await bookedMeeting(t, pair(), inHours(-2));
      await put(id, mentee.token, { mentorQuery: 'Pretending to be the mentor' }).expect(403);
      await put(id, mentor.token, { menteeQuery: 'Pretending to be the mentee' }).expect(403);
      expect((await put(id, stranger.token, { menteeQuery: 'Hello' }).expect(403)).body).toEqual({ error: BOOKING_MESSAGES.notYourMeeting });
      const stored = await t.connection.collection('meetings').findOne({ _id: new Types.ObjectId(id) });
      expect(stored?.mentorQuery).toBeUndefined();
      expect(stored?.menteeQuery).toBeUndefined();
    });

    it('asks for a comment when it is empty or blank, and refuses one that is too long or both at once', async () => {
      const id = await bookedMeeting(t, pair(), inHours(-2));
      for (const body of [{ menteeQuery: '' }, { menteeQuery: '   ' }]) {
        expect((await put(id, mentee.token, body).expect(400)).body).toEqual({ error: MESSAGES.emptyComment });
      }
      await put(id, mentee.token, {}).expect(400);
      await put(id, mentee.token, { menteeQuery: 'x'.repeat(INPUT_LIMITS.meetingComment + 1) }).expect(400);
      await put(id, mentee.token, { menteeQuery: 'x'.repeat(INPUT_LIMITS.meetingComment) }).expect(200);
      await put(id, mentee.token, { menteeQuery: 'a', mentorQuery: 'b' }).expect(400);
    });

    it('refuses comments on a cancelled meeting, and answers 404 for a hold or no meeting', async () => {
      const cancelled = await bookedMeeting(t, pair(), inHours(-2), { status: 'cancelled', cancellation: { by: 'mentee', at: new Date(), refundKobo: 0 } });
      expect((await put(cancelled, mentee.token, { menteeQuery: 'Hi' }).expect(409)).body).toEqual({ error: BOOKING_MESSAGES.alreadyCancelled });
      const held = await bookedMeeting(t, pair(), inHours(-2), { status: 'released' });
      await put(held, mentee.token, { menteeQuery: 'Hi' }).expect(404);
      await put(new Types.ObjectId().toString(), mentee.token, { menteeQuery: 'Hi' }).expect(404);
      await put('nope', mentee.token, { menteeQuery: 'Hi' }).expect(400);
    });
  });
});
