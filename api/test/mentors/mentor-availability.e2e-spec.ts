import type { FreeTimeResponse } from '@trail/shared';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp } from '../support/factories/accounts';
import { callAs, type GatedRoute } from '../support/factories/role-gates';

const FREETIME = '/api/v1/users/freetime';
const ONLY_MENTORS = { error: 'Only mentors can do this' };

describe('mentor availability: /users/freetime', () => {
  let t: TestApp;
  let learner: string;
  let admin: string;

  const newMentor = async () => {
    const account = await signUp(t);
    await setAccess(t, account.user._id, { role: 'mentor', emailVerified: true });
    return bearer(account.token);
  };
  const put = (auth: { Authorization: string }, freeTime: unknown) => t.http().put(FREETIME).set(auth).send({ freeTime });

  beforeAll(async () => {
    t = await createTestApp();
    learner = (await signUp(t)).token;
    const adminAccount = await signUp(t);
    await setAccess(t, adminAccount.user._id, { role: 'admin', emailVerified: true });
    admin = adminAccount.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('role gates on every route', () => {
    const routes: GatedRoute[] = [
      { method: 'get', path: FREETIME },
      { method: 'put', path: FREETIME, body: { freeTime: [{ day: 1, hour: 10, minute: 0, timezone: 'Africa/Lagos' }] } },
      { method: 'delete', path: `${FREETIME}/0123456789abcdef01234567` },
      { method: 'put', path: `${FREETIME}/blocked/2099-01-01` },
      { method: 'delete', path: `${FREETIME}/blocked/2099-01-01` },
    ];
    it.each(routes)('$method $path: 401 signed out, 403 for a learner and an admin', async (route) => {
      expect((await callAs(t, route)).status).toBe(401);
      await callAs(t, route, learner).expect(403, ONLY_MENTORS);
      await callAs(t, route, admin).expect(403, ONLY_MENTORS);
    });
  });

  it('routes PUT and GET /users/freetime to availability, not to /users/:id, which still works', async () => {
    const mentor = await newMentor();
    await t.http().get(FREETIME).set(mentor).expect(200, { data: [], google: false, blockedDates: [] });
    const res = await put(mentor, [{ day: 1, hour: 7, minute: 15, timezone: 'Africa/Lagos' }]).expect(200);
    expect(res.body.data).toEqual([{ _id: expect.any(String), day: 1, hour: 7, minute: 15, timezone: 'Africa/Lagos' }]);
    expect((await t.http().put('/api/v1/users/me').set(mentor).send({ bio: 'Designer' }).expect(200)).body.user.bio).toBe('Designer');
    expect((await t.http().get('/api/v1/users/me').set(mentor).expect(200)).body.user.bio).toBe('Designer');
  });

  it('adds slots in several zones, lists them, and removes one by id', async () => {
    const mentor = await newMentor();
    await put(mentor, [{ day: 1, hour: 10, minute: 0, timezone: 'Africa/Lagos' }]).expect(200);
    const both = (await put(mentor, [{ day: 3, hour: 23, minute: 45, timezone: 'Europe/London' }]).expect(200)).body as FreeTimeResponse;
    expect(both.data.map((slot) => `${slot.day} ${slot.hour}:${slot.minute} ${slot.timezone}`)).toEqual(['1 10:0 Africa/Lagos', '3 23:45 Europe/London']);
    const after = (await t.http().delete(`${FREETIME}/${both.data[0]!._id}`).set(mentor).expect(200)).body as FreeTimeResponse;
    expect(after.data.map((slot) => slot._id)).toEqual([both.data[1]!._id]);
    await t.http().delete(`${FREETIME}/${both.data[0]!._id}`).set(mentor).expect(404, { error: 'This slot does not exist (it may have been removed already)' });
    await t.http().delete(`${FREETIME}/not-an-id`).set(mentor).expect(404);
  });

  it('refuses duplicate and overlapping slots, in the same zone or across zones, and changes nothing', async () => {
    const mentor = await newMentor();
    await put(mentor, [{ day: 1, hour: 10, minute: 0, timezone: 'Africa/Lagos' }]).expect(200);
    await put(mentor, [{ day: 1, hour: 10, minute: 0, timezone: 'Africa/Lagos' }]).expect(409, { error: 'You already have a slot on Monday 10:00 (Africa/Lagos)' });
    const overlap = await put(mentor, [{ day: 1, hour: 10, minute: 45, timezone: 'Africa/Lagos' }]).expect(409);
    expect(overlap.body.error).toBe('Monday 10:45 (Africa/Lagos) overlaps Monday 10:00 (Africa/Lagos): slots must start at least an hour apart');
    // 09:00 in London is 10:00 in Lagos all winter.
    expect((await put(mentor, [{ day: 1, hour: 9, minute: 0, timezone: 'Europe/London' }]).expect(409)).body.error).toMatch(/overlaps/);
    // Two new slots that clash with each other.
    await put(mentor, [{ day: 2, hour: 8, minute: 0, timezone: 'Africa/Lagos' }, { day: 2, hour: 8, minute: 30, timezone: 'Africa/Lagos' }]).expect(409);
    expect((await t.http().get(FREETIME).set(mentor).expect(200)).body.data).toHaveLength(1);
  });

  it.each([
    ['day 7', { day: 7, hour: 10, minute: 0, timezone: 'Africa/Lagos' }, 'day must not be greater than 6'],
    ['hour 24', { day: 1, hour: 24, minute: 0, timezone: 'Africa/Lagos' }, 'hour must not be greater than 23'],
    ['minute 10', { day: 1, hour: 10, minute: 10, timezone: 'Africa/Lagos' }, 'minute must be one of'],
    ['a made-up zone', { day: 1, hour: 10, minute: 0, timezone: 'Lagos/Nigeria' }, 'timezone must be a time zone name'],
    ['a fractional hour', { day: 1, hour: 10.5, minute: 0, timezone: 'Africa/Lagos' }, 'hour must be an integer'],
    ['a missing day', { hour: 10, minute: 0, timezone: 'Africa/Lagos' }, 'day must'],
  ])('refuses %s with 400 and a message naming the field', async (_name, slot, message) => {
    const mentor = await newMentor();
    const res = await put(mentor, [slot]).expect(400);
    expect(res.body.error).toContain(message);
  });

  it('accepts every hour of the day, 07 included', async () => {
    const mentor = await newMentor();
    const all = Array.from({ length: 24 }, (_, hour) => ({ day: 4, hour, minute: 0, timezone: 'Africa/Lagos' }));
    expect((await put(mentor, all).expect(200)).body.data).toHaveLength(24);
  });

  it('blocks and unblocks dates without touching the weekly slots', async () => {
    const mentor = await newMentor();
    await put(mentor, [{ day: 1, hour: 10, minute: 0, timezone: 'Africa/Lagos' }]).expect(200);
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const blocked = (await t.http().put(`${FREETIME}/blocked/${date}`).set(mentor).expect(200)).body as FreeTimeResponse;
    expect(blocked.blockedDates).toEqual([date]);
    expect(blocked.data).toHaveLength(1);
    await t.http().put(`${FREETIME}/blocked/${date}`).set(mentor).expect(200);
    const unblocked = (await t.http().delete(`${FREETIME}/blocked/${date}`).set(mentor).expect(200)).body as FreeTimeResponse;
    expect(unblocked).toMatchObject({ blockedDates: [], data: [expect.any(Object)] });
    await t.http().delete(`${FREETIME}/blocked/${date}`).set(mentor).expect(404, { error: 'This date is not blocked' });
    await t.http().put(`${FREETIME}/blocked/2020-01-01`).set(mentor).expect(400, { error: 'Pick today or a later date to block' });
    await t.http().put(`${FREETIME}/blocked/2025-02-30`).set(mentor).expect(400, { error: 'date must be a calendar date written YYYY-MM-DD' });
    await t.http().put(`${FREETIME}/blocked/tomorrow`).set(mentor).expect(400);
  });
});
