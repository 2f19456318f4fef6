import { BAD_CURSOR_MESSAGE, type CursorPage, type Meeting, type MeetingsResponse, type MentorsByField, type PublicMentor } from '@trail/shared';
import { Types } from 'mongoose';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { bearer, signUp, type SignedUp } from '../../support/factories/accounts';
import { bookedMeeting, HOUR_MS } from '../../support/factories/meetings';
import { approvedMentor, fieldBySlug, newAdmin } from '../../support/factories/mentors';

const hoursAgo = (hours: number) => new Date(Math.floor((Date.now() - hours * HOUR_MS) / 60_000) * 60_000);
const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** Follows `cursor` from page to page; answers every page. */
async function allPages<T>(first: CursorPage<T>, next: (cursor: string) => Promise<CursorPage<T>>): Promise<CursorPage<T>[]> {
  const pages = [first];
  while (pages.at(-1)!.hasMore) pages.push(await next(pages.at(-1)!.cursor!));
  return pages;
}

describe('cursor paging of mentor lists and meeting histories', () => {
  let t: TestApp;
  let dataScience: string;
  let banking: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = (await newAdmin(t)).token;
    dataScience = (await fieldBySlug(t, 'data-science'))._id;
    banking = (await fieldBySlug(t, 'investment-banking'))._id;
    // Five mentors share every sort value (no free hour, one name): only the id tells them apart.
    for (let i = 0; i < 5; i += 1) await approvedMentor(t, admin, [dataScience], { firstName: 'Sam', lastName: 'Same' });
    const free = await approvedMentor(t, admin, [dataScience, banking], { firstName: 'Zed', lastName: 'Free' });
    await t.http().put('/api/v1/users/freetime').set(bearer(free.token)).send({ freeTime: [{ day: 2, hour: 9, minute: 0, timezone: 'Africa/Lagos' }] }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('mentors', () => {
    const pageOf = async (fieldId: string, query: string) =>
      (await t.http().get(`/api/v1/mentors/field/${fieldId}?${query}`).expect(200)).body as CursorPage<PublicMentor>;

    it('pages a track in the whole list’s order, without overlap or gaps when mentors share the sort value; the last page says hasMore false', async () => {
      const whole = (await t.http().get(`/api/v1/meetings/field/${dataScience}`).expect(200)).body as PublicMentor[];
      expect(whole).toHaveLength(6);
      expect(whole[0]!.username).toBe('zed-free');
      const pages = await allPages(await pageOf(dataScience, 'limit=2'), (cursor) => pageOf(dataScience, `limit=2&cursor=${cursor}`));
      expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2]);
      expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
      expect(pages.at(-1)!.cursor).toBeUndefined();
      expect(pages.flatMap((page) => page.items.map((m) => m._id))).toEqual(whole.map((m) => m._id));
    });

    it('keeps the track filter on every page, and GET /mentors gives each track its first page with hasMore and a cursor', async () => {
      expect((await pageOf(banking, 'limit=5')).items.map((m) => m.username)).toEqual(['zed-free']);
      const grouped = (await t.http().get('/api/v1/mentors?limit=4').expect(200)).body as MentorsByField;
      const ds = grouped.fields.find((group) => group.field._id === dataScience)!;
      expect(ds.mentors).toHaveLength(4);
      expect(ds.hasMore).toBe(true);
      const rest = await pageOf(dataScience, `limit=4&cursor=${ds.cursor}`);
      expect(rest).toMatchObject({ hasMore: false });
      expect(new Set([...ds.mentors, ...rest.items].map((m) => m._id)).size).toBe(6);
      expect(grouped.fields.find((group) => group.field._id === banking)).toMatchObject({ hasMore: false, mentors: [{ username: 'zed-free' }] });
    });

    it('refuses a cursor it did not give out, and a limit above the cap, with 400 { error }', async () => {
      for (const cursor of ['not a cursor', 'bm90LWpzb24', forged(['x']), forged([null, 'Sam Same', 5]), forged(['yesterday', 'Sam Same', 'abc'])]) {
        const res = await t.http().get(`/api/v1/mentors/field/${dataScience}`).query({ cursor }).expect(400);
        expect(res.body).toEqual({ error: expect.any(String) });
      }
      expect((await t.http().get(`/api/v1/mentors/field/${dataScience}`).query({ cursor: forged(['x']) }).expect(400)).body).toEqual({ error: BAD_CURSOR_MESSAGE });
      await t.http().get(`/api/v1/mentors/field/${dataScience}?limit=51`).expect(400);
      await t.http().get('/api/v1/mentors?limit=0').expect(400);
      await t.http().get('/api/v1/mentors/field/not-an-id').expect(404, { error: 'This mentorship track does not exist' });
    });
  });

  describe('meeting history', () => {
    let mentee: SignedUp;
    let shared: Date;

    beforeAll(async () => {
      mentee = await signUp(t);
      shared = hoursAgo(48);
      // Five meetings start at one instant (five mentors), two before, one after, one upcoming.
      for (let i = 0; i < 5; i += 1) await bookedMeeting(t, { mentor: new Types.ObjectId().toString(), mentee: mentee.user._id }, shared);
      const mentor = new Types.ObjectId().toString();
      await bookedMeeting(t, { mentor, mentee: mentee.user._id }, hoursAgo(24 * 7));
      await bookedMeeting(t, { mentor, mentee: mentee.user._id }, hoursAgo(24 * 9));
      await bookedMeeting(t, { mentor, mentee: mentee.user._id }, hoursAgo(2));
      await bookedMeeting(t, { mentor, mentee: mentee.user._id }, hoursAgo(-30));
    });

    const historyPage = async (query: string) =>
      (await t.http().get(`/api/v1/meetings/mentee/${mentee.user._id}/history?${query}`).set(bearer(mentee.token)).expect(200)).body as CursorPage<Meeting>;

    it('answers upcoming whole and the first history page; later pages follow newest first with no overlap or gap', async () => {
      const all = (await t.http().get(`/api/v1/meetings/mentee/${mentee.user._id}?limit=50`).set(bearer(mentee.token)).expect(200)).body as MeetingsResponse;
      expect(all.upcoming).toHaveLength(1);
      expect(all.history).toHaveLength(8);
      expect(all.historyHasMore).toBe(false);
      expect(all.historyCursor).toBeUndefined();

      const first = (await t.http().get(`/api/v1/meetings/mentee/${mentee.user._id}?limit=3`).set(bearer(mentee.token)).expect(200)).body as MeetingsResponse;
      expect(first).toMatchObject({ historyHasMore: true, historyCursor: expect.any(String) });
      expect(first.upcoming).toHaveLength(1);
      const pages = await allPages({ items: first.history, hasMore: first.historyHasMore, cursor: first.historyCursor }, (cursor) => historyPage(`limit=3&cursor=${cursor}`));
      expect(pages.map((page) => page.items.length)).toEqual([3, 3, 2]);
      expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
      expect(pages.flatMap((page) => page.items.map((m) => m._id))).toEqual(all.history.map((m) => m._id));
      const starts = all.history.map((m) => m.time);
      expect([...starts].sort().reverse()).toEqual(starts);
      expect(starts.filter((start) => new Date(start).getTime() === shared.getTime())).toHaveLength(5);
      expect((await historyPage('limit=8')).hasMore).toBe(false);
    });

    it('refuses a bad cursor with 400 { error }, and another person’s history with 403', async () => {
      for (const cursor of ['%%%', forged(['soon', new Types.ObjectId().toHexString()]), forged([shared.toISOString(), 'not-an-id']), forged([shared.toISOString()])]) {
        const res = await t.http().get(`/api/v1/meetings/mentee/${mentee.user._id}/history`).query({ cursor }).set(bearer(mentee.token)).expect(400);
        expect(res.body).toEqual({ error: expect.any(String) });
      }
      const stranger = await signUp(t);
      await t.http().get(`/api/v1/meetings/mentee/${mentee.user._id}/history`).set(bearer(stranger.token)).expect(403);
    });
  });
});
