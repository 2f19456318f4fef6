import { BOOKING_MESSAGES, type BookingOutcome, MEETING_PRICE_KOBO, type MentorHourBody, type MentorHourPayResponse, type UserResponse } from '@trail/shared';
import { Types } from 'mongoose';
import { HoldsService } from '../../src/meetings/holds.service';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import type { TestApp } from '../support/create-test-app';
import { bearer, type SignedUp } from '../support/factories/accounts';
import { book, bookingBody, freeHours, holdAndPay, lapseHolds, meetingsOf, mentorWithSlots, verifiedLearner } from '../support/factories/booking';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/Trail-[0-9a-f]{32}$/;

/** Paying for held hours, on the local Paystack with its signed webhooks: meetings, money, and the hours lost in between. */
describe('booking: hold → pay → meeting', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let ledger: LedgerService;
  let mentor: SignedUp & { username: string };
  let referrer: SignedUp;
  let learner: SignedUp;
  let referralCode: string;

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    ledger = t.app.get(LedgerService);
    mentor = await mentorWithSlots(
      t,
      [
        { day: 2, hour: 9, minute: 0, timezone: 'Africa/Lagos' },
        { day: 4, hour: 15, minute: 0, timezone: 'Africa/Lagos' },
        { day: 6, hour: 11, minute: 30, timezone: 'Africa/Lagos' },
      ],
      { firstName: 'Ngozi', lastName: 'Eze' },
    );
    referrer = await verifiedLearner(t, { firstName: 'Chidi', lastName: 'Okafor' });
    // The code is made the first time its owner asks for it.
    await t.http().get('/api/v1/users/referral').set(bearer(referrer.token)).expect(200);
    const { code } = (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(referrer.user._id) }))!;
    referralCode = code as string;
    learner = await verifiedLearner(t, { refCode: referralCode });
  });
  afterAll(() => close?.());

  const outcomeOf = (reference: string, token = learner.token) => t.http().get(`/api/v1/meetings/booking/${reference}`).set(bearer(token));

  /** Holds the hours and presses Pay. */
  function hold(who: SignedUp, hours: Awaited<ReturnType<typeof freeHours>>, extra: Partial<MentorHourBody> = {}): Promise<MentorHourPayResponse['data']> {
    return holdAndPay(t, who.token, bookingBody(mentor.user._id, hours, extra));
  }

  it('Pay: the hours become meetings with their own Jitsi room, the ledger pays mentor, fee and referrer, and ten replays change nothing', async () => {
    const [a, b] = await freeHours(t, mentor.username);
    const { reference, authorization_url } = await hold(learner, [a!, b!]);
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();
    const delivery = paystack.deliveries.find((one) => one.event === 'charge.success' && one.data.reference === reference)!;
    expect(delivery.data.amount).toBe(2 * MEETING_PRICE_KOBO);
    await Promise.all(Array.from({ length: 10 }, () => paystack.sendWebhook('charge.success', delivery.data)));

    const meetings = await meetingsOf(t, { paymentReference: reference });
    expect(meetings.map((one) => [one.startsAt.toISOString(), one.status, one.active, one.venue, one.holdExpiresAt])).toEqual([
      [a!.startsAt, 'booked', true, 'Jitsi Meet', undefined],
      [b!.startsAt, 'booked', true, 'Jitsi Meet', undefined],
    ]);
    expect(meetings.every((one) => JITSI_ROOM.test(one.meetLink as string))).toBe(true);
    expect(meetings[0]!.meetLink).not.toBe(meetings[1]!.meetLink);
    // Each hour's shares wait in pending until it has happened (decision 0073: earnings-escrow.e2e-spec.ts).
    const entries = await ledger.findByReferencePrefix(`${reference}:`);
    expect(entries.map((entry) => [entry.kind, entry.amountKobo]).sort()).toEqual([
      ['mentor_credit', 140_000],
      ['mentor_credit', 140_000],
      ['payment_received', 400_000],
      ['platform_fee', 80_000],
      ['referral_credit', 20_000],
      ['referral_credit', 20_000],
    ]);
    expect(await ledger.balancesOf(mentor.user._id)).toMatchObject({ withdrawableKobo: 0, pendingKobo: 280_000 });
    expect(await ledger.reconcile()).toEqual([]);

    const outcome = await outcomeOf(reference);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual<BookingOutcome>({
      status: 'paid',
      mentor: expect.objectContaining({ _id: mentor.user._id, firstName: 'Ngozi', lastName: 'Eze', username: mentor.username }),
      hours: meetings.map((one) => ({ meetingId: one._id.toHexString(), startsAt: one.startsAt.toISOString(), state: 'booked', meetLink: one.meetLink, venue: 'Jitsi Meet' })),
    });
    expect((await freeHours(t, mentor.username)).map((one) => one.startsAt)).not.toEqual(expect.arrayContaining([a!.startsAt]));
    expect((await outcomeOf(reference, referrer.token)).status).toBe(404);
  });

  it('Fail: the hours are freed at once and offered again; paying later still books a free hour', async () => {
    const [hour] = await freeHours(t, mentor.username);
    const { reference, authorization_url } = await hold(learner, [hour!]);
    await chooseAtCheckout(authorization_url, 'fail');
    expect((await outcomeOf(reference)).body).toMatchObject({ status: 'failed', hours: [{ state: 'released' }] });
    expect(await meetingsOf(t, { paymentReference: reference })).toEqual([expect.objectContaining({ status: 'released' })]);
    expect((await freeHours(t, mentor.username)).map((one) => one.startsAt)).toContain(hour!.startsAt);
    expect(await ledger.findByReferencePrefix(`${reference}:`)).toEqual([]);
  });

  it('a lapsed hold is free for others before the job runs, and the job then releases it', async () => {
    const [hour] = await freeHours(t, mentor.username);
    const { reference } = await hold(learner, [hour!]);
    expect((await freeHours(t, mentor.username)).map((one) => one.startsAt)).not.toContain(hour!.startsAt);
    await lapseHolds(t, reference);
    expect((await freeHours(t, mentor.username)).map((one) => one.startsAt)).toContain(hour!.startsAt);
    expect(await t.app.get(HoldsService).releaseLapsed()).toBeGreaterThanOrEqual(1);
    expect(await meetingsOf(t, { paymentReference: reference })).toEqual([expect.objectContaining({ status: 'released' })]);
  });

  it('a payment after the hold lapsed: a still-free hour is booked, the hour someone else took is refunded, that hour only', async () => {
    const [kept, lost] = await freeHours(t, mentor.username);
    const late = await hold(learner, [kept!, lost!]);
    await lapseHolds(t, late.reference);
    const rival = await verifiedLearner(t);
    const rivals = await hold(rival, [lost!]);

    await chooseAtCheckout(late.authorization_url, 'pay');
    await paystack.settled();

    const outcome = (await outcomeOf(late.reference)).body as BookingOutcome;
    expect(outcome.status).toBe('paid');
    expect(outcome.hours.map((one) => [one.startsAt, one.state])).toEqual([
      [kept!.startsAt, 'booked'],
      [lost!.startsAt, 'refunded'],
    ]);
    expect(await meetingsOf(t, { paymentReference: rivals.reference })).toEqual([expect.objectContaining({ status: 'held', active: true })]);
    const refunds = await t.connection.collection('refunds').find({ paymentReference: late.reference }).toArray();
    expect(refunds.map((one) => [one.part, one.amountKobo])).toEqual([[outcome.hours[1]!.meetingId, MEETING_PRICE_KOBO]]);
    await paystack.settled();
  });

  it('keeps a title and bio that look like field paths as typed, never the fields they name (security review M1)', async () => {
    const someone = await verifiedLearner(t);
    // A mentor of its own, so the hour this holds is not one the other tests book.
    const other = await mentorWithSlots(t, [{ day: 3, hour: 10, minute: 0, timezone: 'Africa/Lagos' }], { firstName: 'Bola', lastName: 'Ade' });
    const [hour] = await freeHours(t, other.username);
    await book(t, someone.token, bookingBody(other.user._id, [hour!], { title: '$password', bio: '$$ROOT' })).expect(201);
    const me = (await t.http().get('/api/v1/users/me').query({ balances: 'false' }).set(bearer(someone.token)).expect(200)).body as UserResponse;
    expect([me.user.tag, me.user.bio]).toEqual(['$password', '$$ROOT']);
  });

  it('keeps the wizard’s title and bio, and a referral code typed in the Note step credits its owner from this payment on, once', async () => {
    const newcomer = await verifiedLearner(t, { firstName: 'Ife' });
    const [hour] = await freeHours(t, mentor.username);
    await book(t, newcomer.token, bookingBody(mentor.user._id, [hour!], { referralCode: 'NOSUCHCODE' })).expect(400, { error: BOOKING_MESSAGES.unknownReferralCode });
    await t.http().get('/api/v1/users/referral').set(bearer(newcomer.token)).expect(200);
    const own = (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(newcomer.user._id) }))!.code as string;
    await book(t, newcomer.token, bookingBody(mentor.user._id, [hour!], { referralCode: own })).expect(400, { error: BOOKING_MESSAGES.ownReferralCode });
    const signUpsBefore = (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(referrer.user._id) }))!.referred as number;

    const { reference, authorization_url } = await hold(newcomer, [hour!], { referralCode: referralCode.toLowerCase(), title: 'Product analyst', bio: 'Moving from ops to data.' });
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();

    const saved = (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(newcomer.user._id) }))!;
    expect(saved).toMatchObject({ tag: 'Product analyst', bio: 'Moving from ops to data.', refCode: referralCode, referredBy: new Types.ObjectId(referrer.user._id) });
    expect((await t.connection.collection('users').findOne({ _id: new Types.ObjectId(referrer.user._id) }))!.referred).toBe(signUpsBefore + 1);
    const entries = await ledger.findByReferencePrefix(`${reference}:`);
    expect(entries.filter((entry) => entry.kind === 'referral_credit').map((entry) => entry.amountKobo)).toEqual([20_000]);

    // A second code later changes nothing: the referrer is set once.
    const other = await verifiedLearner(t);
    await t.http().get('/api/v1/users/referral').set(bearer(other.token)).expect(200);
    const otherCode = (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(other.user._id) }))!.code as string;
    const [later] = await freeHours(t, mentor.username);
    await hold(newcomer, [later!], { referralCode: otherCode });
    expect((await t.connection.collection('users').findOne({ _id: new Types.ObjectId(newcomer.user._id) }))!.referredBy).toEqual(new Types.ObjectId(referrer.user._id));
  });
});
