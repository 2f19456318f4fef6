import { BOOKING_HOLD_MINUTES, BOOKING_MESSAGES, type MentorHourResponse, type MentorsByField } from '@trail/shared';
import type { TestApp } from '../support/create-test-app';
import { bearer } from '../support/factories/accounts';
import { book, bookingBody, freeHours, lapseHolds, meetingsOf, mentorWithSlots, objectId, payFor, verifiedLearner } from '../support/factories/booking';
import { signUp, type SignedUp } from '../support/factories/accounts';
import { newAdmin } from '../support/factories/mentors';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { BookingService } from '../../src/meetings/booking.service';

/** Holding hours: the unique index decides who gets an hour, and a hold nobody pays for frees it again. */
describe('booking: holding a mentor’s hours', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let mentor: SignedUp & { username: string };
  let learner: SignedUp;

  beforeAll(async () => {
    ({ t, close } = await createPaystackTestApp());
    mentor = await mentorWithSlots(
      t,
      [
        { day: 1, hour: 10, minute: 0, timezone: 'Africa/Lagos' },
        { day: 3, hour: 18, minute: 30, timezone: 'Africa/Lagos' },
        { day: 5, hour: 7, minute: 0, timezone: 'Africa/Lagos' },
      ],
      { firstName: 'Kemi', lastName: 'Bello' },
    );
    learner = await verifiedLearner(t);
  });
  afterAll(() => close?.());

  it('20 learners’ parallel holds of one hour: exactly one wins, nineteen are told it was just taken', async () => {
    const [hour] = await freeHours(t, mentor.username);
    const learners = await Promise.all(Array.from({ length: 4 }, () => verifiedLearner(t)));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(t, learners[i % 4]!.token, bookingBody(mentor.user._id, [hour!]))));

    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const losers = answers.filter((res) => res.status !== 201);
    expect(losers.map((res) => [res.status, res.body])).toEqual(Array.from({ length: 19 }, () => [409, { error: BOOKING_MESSAGES.slotJustTaken }]));
    expect(await meetingsOf(t, { mentor: objectId(mentor.user._id), startsAt: new Date(hour!.startsAt), active: true })).toHaveLength(1);
    // The lists (one read of taken hours for all their mentors) move the mentor's next free hour on too.
    const listed = ((await t.http().get('/api/v1/mentors').expect(200)).body as MentorsByField).fields.flatMap((one) => one.mentors);
    expect(listed.find((one) => one._id === mentor.user._id)?.nextFreeAt).toBe((await freeHours(t, mentor.username))[0]!.startsAt);
    expect((await freeHours(t, mentor.username))[0]!.startsAt).not.toBe(hour!.startsAt);
  });

  it('a held hour leaves the mentor page; once its hold lapses it is offered again and can be held by someone else', async () => {
    const before = await freeHours(t, mentor.username);
    const hour = before.find((one) => !one.second)!;
    const res = await book(t, learner.token, bookingBody(mentor.user._id, [hour]));
    expect(res.status).toBe(201);
    const { reference, holdExpiresAt } = res.body as MentorHourResponse;
    expect(new Date(holdExpiresAt).getTime() - Date.now()).toBeGreaterThan((BOOKING_HOLD_MINUTES - 1) * 60_000);
    expect((await freeHours(t, mentor.username)).map((one) => one.startsAt)).not.toContain(hour.startsAt);

    await lapseHolds(t, reference);
    expect((await freeHours(t, mentor.username)).map((one) => one.startsAt)).toContain(hour.startsAt);
    const other = await verifiedLearner(t);
    expect((await book(t, other.token, bookingBody(mentor.user._id, [hour]))).status).toBe(201);
    const holds = await meetingsOf(t, { mentor: objectId(mentor.user._id), startsAt: new Date(hour.startsAt) });
    expect(holds.map((one) => [one.status, one.active ?? null, one.mentee.toString()])).toEqual(
      expect.arrayContaining([
        ['released', null, learner.user._id],
        ['held', true, other.user._id],
      ]),
    );
  });

  it('several hours are held together or not at all', async () => {
    const free = await freeHours(t, mentor.username);
    const [a, b] = free;
    const rival = await verifiedLearner(t);
    expect((await book(t, rival.token, bookingBody(mentor.user._id, [b!]))).status).toBe(201);

    const res = await book(t, learner.token, bookingBody(mentor.user._id, [a!, b!]));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: BOOKING_MESSAGES.slotJustTaken });
    expect(await meetingsOf(t, { mentor: objectId(mentor.user._id), startsAt: new Date(a!.startsAt) })).toEqual([]);
    expect((await freeHours(t, mentor.username)).map((one) => one.startsAt)).toContain(a!.startsAt);
  });

  it('refuses what the mentor does not offer, with the reason a person can act on', async () => {
    const [hour] = await freeHours(t, mentor.username);
    const id = mentor.user._id;
    const notAMentor = (await signUp(t)).user._id;
    const cases: [object, number, string][] = [
      [bookingBody(id, []), 400, BOOKING_MESSAGES.noSlotChosen],
      [bookingBody(id, [hour!, hour!]), 400, BOOKING_MESSAGES.sameTimeTwice],
      [bookingBody(id, [hour!], { clarity: '   ' }), 400, BOOKING_MESSAGES.clarityNeeded],
      [bookingBody(id, [{ ...hour!, second: !hour!.second }]), 409, BOOKING_MESSAGES.slotNotOffered],
      [bookingBody(id, [{ ...hour!, startsAt: new Date(new Date(hour!.startsAt).getTime() + 3_600_000).toISOString() }]), 409, BOOKING_MESSAGES.slotNotOffered],
      [bookingBody(id, [{ ...hour!, startsAt: new Date(Date.now() - 86_400_000).toISOString() }]), 400, BOOKING_MESSAGES.slotInPast],
      [bookingBody(notAMentor, [hour!]), 404, 'There is no mentor with this id'],
    ];
    for (const [body, status, error] of cases) {
      const res = await t.http().post('/api/v1/payments/mentorhour').set(bearer(learner.token)).send(body);
      expect([res.status, res.body]).toEqual([status, { error }]);
    }
    expect((await book(t, mentor.token, bookingBody(id, [hour!]))).body).toEqual({ error: BOOKING_MESSAGES.ownSlot });
    expect((await book(t, (await signUp(t)).token, bookingBody(id, [hour!]))).status).toBe(403);
    expect((await t.http().post('/api/v1/payments/mentorhour').send(bookingBody(id, [hour!]))).status).toBe(401);
    const admin = await newAdmin(t);
    await t.http().post(`/api/v1/admin/mentors/${id}/suspend`).set(bearer(admin.token)).expect(200);
    expect((await book(t, learner.token, bookingBody(id, [hour!]))).body).toEqual({ error: 'There is no mentor with this id' });
    await t.http().post(`/api/v1/admin/mentors/${id}/reinstate`).set(bearer(admin.token)).expect(200);
    expect(await meetingsOf(t, { mentor: objectId(id), startsAt: new Date(hour!.startsAt) })).toEqual([]);
  });

  it('when Paystack will not start the payment at the Pay press, the hours are let go at once and offered again', async () => {
    const [hour] = await freeHours(t, mentor.username);
    const unlucky = await verifiedLearner(t);
    // An address Paystack refuses makes initialize fail, as an outage would.
    await t.connection.collection('users').updateOne({ _id: objectId(unlucky.user._id) }, { $set: { email: 'not-an-address' } });

    const held = await book(t, unlucky.token, bookingBody(mentor.user._id, [hour!])).expect(201);
    const res = await payFor(t, unlucky.token, (held.body as MentorHourResponse).reference);
    expect([res.status, res.body]).toEqual([502, { error: 'Paystack could not be reached. Please try again.' }]);
    expect(await meetingsOf(t, { mentor: objectId(mentor.user._id), startsAt: new Date(hour!.startsAt), active: true })).toEqual([]);
    expect((await freeHours(t, mentor.username)).map((one) => one.startsAt)).toContain(hour!.startsAt);
  });

  it('DST: a Europe/London slot books the right instant on each side of the March and October changes', async () => {
    const london = await mentorWithSlots(t, [{ day: 6, hour: 10, minute: 0, timezone: 'Europe/London' }], { firstName: 'Tom', lastName: 'Hughes' });
    const [slot] = (await t.http().get('/api/v1/users/freetime').set(bearer(london.token)).expect(200)).body.data as { _id: string }[];
    const booking = t.app.get(BookingService);
    const hour = (startsAt: string, second: boolean) => ({ slotId: slot!._id, startsAt, second });
    const seasons = [
      // Saturday 27 March 2027 10:00 is GMT; the clocks go forward on the 28th, so 3 April 10:00 is BST.
      { now: '2027-03-22T12:00:00Z', first: '2027-03-27T10:00:00.000Z', second: '2027-04-03T09:00:00.000Z', naive: '2027-04-03T10:00:00.000Z' },
      // Saturday 24 October 2026 10:00 is BST; the clocks go back on the 25th, so 31 October 10:00 is GMT.
      { now: '2026-10-19T12:00:00Z', first: '2026-10-24T09:00:00.000Z', second: '2026-10-31T10:00:00.000Z', naive: '2026-10-31T09:00:00.000Z' },
    ];
    for (const season of seasons) {
      const now = new Date(season.now);
      await expect(booking.book(learner.user._id, bookingBody(london.user._id, [hour(season.naive, true)]), now)).rejects.toThrow(BOOKING_MESSAGES.slotNotOffered);
      const { reference } = await booking.book(learner.user._id, bookingBody(london.user._id, [hour(season.first, false), hour(season.second, true)]), now);
      const held = await meetingsOf(t, { paymentReference: reference });
      expect(held.map((one) => one.startsAt.toISOString())).toEqual([season.first, season.second]);
    }
  });
});
