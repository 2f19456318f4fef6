import { BOOKING_MESSAGES, type MentorHourPayResponse, type MentorHourResponse, type SlotOccurrence } from '@trail/shared';
import type { TestApp } from '../support/create-test-app';
import { bearer, type SignedUp } from '../support/factories/accounts';
import { book, bookingBody, freeHours, holdAndPay, lapseHolds, mentorWithSlots, objectId, payFor, verifiedLearner } from '../support/factories/booking';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';
import { HoldsService } from '../../src/meetings/holds.service';

const HOUR_MS = 3_600_000;
const SLOTS = [
  { day: 1, hour: 8, minute: 0, timezone: 'Africa/Lagos' },
  { day: 3, hour: 12, minute: 0, timezone: 'Africa/Lagos' },
  { day: 5, hour: 16, minute: 0, timezone: 'Africa/Lagos' },
];

/** Security review M4: holding starts no payment, the Pay press does, and one learner cannot keep mentors' hours from everyone. */
describe('booking: hold limits and the Pay press', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let mentors: (SignedUp & { username: string })[];

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    mentors = [];
    for (const [firstName, lastName] of [['Ife', 'Adeyemi'], ['Musa', 'Bello'], ['Zainab', 'Sani'], ['Obi', 'Nnamdi']] as const) {
      mentors.push(await mentorWithSlots(t, SLOTS, { firstName, lastName }));
    }
  });
  afterAll(() => close?.());

  const initializations = (reference: string) => paystack.requests.filter((one) => one.path === '/transaction/initialize' && (one.body as { reference?: string }).reference === reference);

  /** `count` free hours of any mentor, as many from each as it has, one request each (mentor id with the hour). */
  async function freeAcrossMentors(count: number): Promise<{ mentorId: string; hour: SlotOccurrence }[]> {
    const found: { mentorId: string; hour: SlotOccurrence }[] = [];
    for (const mentor of mentors) {
      for (const hour of await freeHours(t, mentor.username)) found.push({ mentorId: mentor.user._id, hour });
    }
    if (found.length < count) throw new Error(`Only ${found.length} free hours left`);
    return found.slice(0, count);
  }

  /** Ends the hold of `reference` unpaid at `at` (its time ran out then). */
  const lapseAt = (reference: string, at: Date) => t.connection.collection('meetings').updateMany({ paymentReference: reference, status: 'held' }, { $set: { holdExpiresAt: at } });

  it('holding answers without Paystack; Pay starts the payment once, for the holder only, and a second press answers the same page', async () => {
    const learner = await verifiedLearner(t);
    const [{ mentorId, hour }] = await freeAcrossMentors(1) as [{ mentorId: string; hour: SlotOccurrence }];
    const held = await book(t, learner.token, bookingBody(mentorId, [hour])).expect(201);
    const { reference } = held.body as MentorHourResponse;
    expect(Object.keys(held.body).sort()).toEqual(['holdExpiresAt', 'reference']);
    expect(initializations(reference)).toHaveLength(0);
    expect(await t.connection.collection('payments').findOne({ reference })).toBeNull();

    const stranger = await verifiedLearner(t);
    expect((await payFor(t, stranger.token, reference)).body).toEqual({ error: BOOKING_MESSAGES.noSuchBooking });
    expect((await payFor(t, stranger.token, reference)).status).toBe(404);
    expect((await payFor(t, learner.token, 'not-a-reference')).status).toBe(400);

    const first = await payFor(t, learner.token, reference).expect(201);
    const { data } = first.body as MentorHourPayResponse;
    expect(data.reference).toBe(reference);
    expect(data.authorization_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
    expect(await t.connection.collection('payments').findOne({ reference })).toMatchObject({ status: 'pending', amountKobo: 200_000 });
    expect((await payFor(t, learner.token, reference).expect(201)).body).toEqual(first.body);
    expect(initializations(reference)).toHaveLength(1);

    await chooseAtCheckout(data.authorization_url, 'pay');
    await paystack.settled();
    expect((await payFor(t, learner.token, reference)).body).toEqual({ error: BOOKING_MESSAGES.alreadyPaid });
  });

  it('Pay on a hold whose time is up is refused with the reason, and starts nothing', async () => {
    const learner = await verifiedLearner(t);
    const [{ mentorId, hour }] = await freeAcrossMentors(1) as [{ mentorId: string; hour: SlotOccurrence }];
    const { reference } = (await book(t, learner.token, bookingBody(mentorId, [hour])).expect(201)).body as MentorHourResponse;
    await lapseHolds(t, reference);
    const res = await payFor(t, learner.token, reference);
    expect([res.status, res.body]).toEqual([410, { error: BOOKING_MESSAGES.holdEnded }]);
    expect(initializations(reference)).toHaveLength(0);
  });

  it('refuses more than 4 hours in one booking, saying the limit', async () => {
    const learner = await verifiedLearner(t);
    const five = (await freeHours(t, mentors[3]!.username)).slice(0, 5);
    expect(five).toHaveLength(5);
    const res = await book(t, learner.token, bookingBody(mentors[3]!.user._id, five));
    expect([res.status, res.body]).toEqual([400, { error: 'You can book up to 4 hours at a time. Please untick some times.' }]);
    expect((await book(t, learner.token, bookingBody(mentors[3]!.user._id, five.slice(0, 4)))).status).toBe(201);
  });

  it('a fifth unpaid booking, across mentors, waits until one of the four is paid or released; Retry-After says when the first lapses', async () => {
    const learner = await verifiedLearner(t);
    const chosen = await freeAcrossMentors(5);
    const references: string[] = [];
    for (const { mentorId, hour } of chosen.slice(0, 4)) {
      references.push(((await book(t, learner.token, bookingBody(mentorId, [hour])).expect(201)).body as MentorHourResponse).reference);
    }
    const fifth = bookingBody(chosen[4]!.mentorId, [chosen[4]!.hour]);
    const refused = await book(t, learner.token, fifth);
    expect([refused.status, refused.body]).toEqual([429, { error: BOOKING_MESSAGES.tooManyUnpaidHolds }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // The hour itself stayed free for anyone else.
    expect((await freeHours(t, mentors.find((one) => one.user._id === chosen[4]!.mentorId)!.username)).map((one) => one.startsAt)).toContain(chosen[4]!.hour.startsAt);

    const { data } = (await payFor(t, learner.token, references[0]!).expect(201)).body as MentorHourPayResponse;
    await chooseAtCheckout(data.authorization_url, 'pay');
    await paystack.settled();
    expect((await book(t, learner.token, fifth)).status).toBe(201);
  });

  it('ten parallel bookings of different hours by one learner: exactly four are held, the others told why', async () => {
    const learner = await verifiedLearner(t);
    const chosen = await freeAcrossMentors(10);
    const answers = await Promise.all(chosen.map(({ mentorId, hour }) => book(t, learner.token, bookingBody(mentorId, [hour]))));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(4);
    expect(answers.filter((res) => res.status !== 201).map((res) => [res.status, res.body])).toEqual(Array.from({ length: 6 }, () => [429, { error: BOOKING_MESSAGES.tooManyUnpaidHolds }]));
    expect(await t.connection.collection('meetings').countDocuments({ mentee: objectId(learner.user._id), status: 'held' })).toBe(4);
    await Promise.all(answers.filter((res) => res.status === 201).map((res) => lapseHolds(t, (res.body as MentorHourResponse).reference)));
  });

  it('three bookings released unpaid in 24 hours (time up, or a failed payment) make the learner wait until the first is a day old, job or no job', async () => {
    const learner = await verifiedLearner(t);
    const chosen = await freeAcrossMentors(3);
    const now = Date.now();
    const hold = async (index: number) => ((await book(t, learner.token, bookingBody(chosen[index]!.mentorId, [chosen[index]!.hour])).expect(201)).body as MentorHourResponse).reference;
    const first = new Date(now - 20 * HOUR_MS);
    await lapseAt(await hold(0), first);
    await lapseAt(await hold(1), new Date(now - 2 * HOUR_MS));
    // The third lapses by Paystack's word: the learner went to pay and the payment failed.
    const third = await hold(2);
    const { data } = (await payFor(t, learner.token, third).expect(201)).body as MentorHourPayResponse;
    await chooseAtCheckout(data.authorization_url, 'fail');
    await paystack.settled();
    await t.http().get(`/api/v1/meetings/booking/${third}`).set(bearer(learner.token)).expect(200);

    const until = new Date(first.getTime() + 24 * HOUR_MS);
    const again = bookingBody(chosen[0]!.mentorId, [chosen[0]!.hour]);
    const refused = await book(t, learner.token, again);
    expect([refused.status, refused.body]).toEqual([429, { error: BOOKING_MESSAGES.holdsLapsed(until) }]);
    expect(refused.body.error).toMatch(/^3 of your bookings were released unpaid in the last 24 hours, so you can hold times again from .+ \(Lagos time\)\.$/);
    expect(Math.abs(Number(refused.headers['retry-after']) - 4 * 3600)).toBeLessThan(30);

    // The release job tidies the lapsed holds without forgetting when they lapsed.
    await t.app.get(HoldsService).releaseLapsed();
    expect((await book(t, learner.token, again)).body).toEqual({ error: BOOKING_MESSAGES.holdsLapsed(until) });
  });

  it('holds let go because Paystack could not start the payment are not the learner’s lapses', async () => {
    const learner = await verifiedLearner(t);
    await t.connection.collection('users').updateOne({ _id: objectId(learner.user._id) }, { $set: { email: 'not-an-address' } });
    const [{ mentorId, hour }] = await freeAcrossMentors(1) as [{ mentorId: string; hour: SlotOccurrence }];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { reference } = (await book(t, learner.token, bookingBody(mentorId, [hour])).expect(201)).body as MentorHourResponse;
      expect((await payFor(t, learner.token, reference)).status).toBe(502);
    }
    expect((await book(t, learner.token, bookingBody(mentorId, [hour]))).status).toBe(201);
  });

  it('a hold paid after its time ran out is no lapse', async () => {
    const learner = await verifiedLearner(t);
    const chosen = await freeAcrossMentors(4);
    for (const { mentorId, hour } of chosen.slice(0, 3)) {
      const { reference, authorization_url } = await holdAndPay(t, learner.token, bookingBody(mentorId, [hour]));
      await lapseHolds(t, reference);
      await t.app.get(HoldsService).releaseLapsed();
      await chooseAtCheckout(authorization_url, 'pay');
      await paystack.settled();
    }
    expect((await book(t, learner.token, bookingBody(chosen[3]!.mentorId, [chosen[3]!.hour]))).status).toBe(201);
  });
});
