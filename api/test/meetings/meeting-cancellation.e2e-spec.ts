import { BOOKING_MESSAGES, type Meeting, MEETING_PRICE_KOBO, type MeetingsResponse, type RefusedRefundView } from '@trail/shared';
import { Types } from 'mongoose';
import { REFUND_NOT_POSSIBLE } from '../../src/meetings/meeting-cancellation.service';
import { CheckoutService } from '../../src/payments/checkout/checkout.service';
import { PaymentPurposes } from '../../src/payments/checkout/payment-purposes';
import type { TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { bookedMeeting, HOUR_MS, meetingsModel } from '../support/factories/meetings';
import { newAdmin } from '../support/factories/mentors';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

const inHours = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR_MS) / 60_000) * 60_000);

/** Cancelling through the real app on a real replica set; refunds go to the local Paystack. */
describe('POST /meetings/:id/cancel', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let mentor: SignedUp;
  let mentee: SignedUp;

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    t.app.get(PaymentPurposes).register({ name: 'test-meeting', onConfirmed: async () => undefined });
    mentor = await signUp(t, { firstName: 'Chidi', lastName: 'Eze' });
    await setAccess(t, mentor.user._id, { role: 'mentor' });
    mentee = await signUp(t, { firstName: 'Ada', lastName: 'Obi' });
  });
  afterAll(() => close?.());

  /** A meeting the learner paid for through the local Paystack, as the booking leaves it. */
  async function paidMeeting(startsAt: Date): Promise<{ id: string; reference: string }> {
    const { reference, authorizationUrl } = await t.app.get(CheckoutService).start({
      userId: mentee.user._id,
      email: mentee.user.email,
      purpose: 'test-meeting',
      amountKobo: MEETING_PRICE_KOBO,
      description: 'a mentoring hour with Chidi',
      mentorId: mentor.user._id,
      callbackUrl: 'http://dashboard.test/mentor/booked',
    });
    await chooseAtCheckout(authorizationUrl, 'pay');
    await paystack.settled();
    const id = await bookedMeeting(t, { mentor: mentor.user._id, mentee: mentee.user._id }, startsAt, { paymentReference: reference });
    return { id, reference };
  }

  const cancel = (id: string, who: SignedUp, body: object = {}) => t.http().post(`/api/v1/meetings/${id}/cancel`).set(bearer(who.token)).send(body);
  const refundsOf = (reference: string) => t.connection.collection('refunds').find({ paymentReference: reference }).toArray();
  const paystackRefunds = (reference: string) =>
    paystack.requests.filter((r) => r.path === '/refund' && (r.body as { transaction?: string } | undefined)?.transaction === reference).map((r) => r.body);
  /** Whether a new hold of the same mentor hour would be accepted by the unique index. */
  const hourIsFree = async (startsAt: Date) => {
    try {
      await bookedMeeting(t, { mentor: mentor.user._id, mentee: new Types.ObjectId().toString() }, startsAt, { status: 'held' });
      return true;
    } catch {
      return false;
    }
  };

  it('a learner more than 24 h ahead: cancelled, fully refunded through Paystack, the hour free again', async () => {
    const startsAt = inHours(48);
    const { id, reference } = await paidMeeting(startsAt);

    const res = await cancel(id, mentee, { reason: 'Exams moved' }).expect(200);

    expect(res.body).toEqual(
      expect.objectContaining({ _id: id, as: 'mentee', state: 'cancelled', cancellation: { by: 'mentee', at: expect.any(String), refundKobo: MEETING_PRICE_KOBO } }),
    );
    expect(await refundsOf(reference)).toEqual([expect.objectContaining({ part: id, amountKobo: MEETING_PRICE_KOBO })]);
    expect(paystackRefunds(reference)).toEqual([{ transaction: reference, amount: MEETING_PRICE_KOBO }]);
    const mentorView = (await t.http().get(`/api/v1/meetings/mentor/${mentor.user._id}`).set(bearer(mentor.token)).expect(200)).body as MeetingsResponse;
    expect(mentorView.history.find((m) => m._id === id)?.state).toBe('cancelled');
    expect(mentorView.upcoming.find((m) => m._id === id)).toBeUndefined();
    expect(await hourIsFree(startsAt)).toBe(true);
    // Both people are told (the mails' words: meeting-notices.e2e-spec.ts).
    const told = await t.connection.collection('deliveries').find({ week: `meeting:${id}:cancelled` }).toArray();
    expect(told.map((row) => row.user.toString()).sort()).toEqual([mentor.user._id, mentee.user._id].sort());
  });

  it('a learner less than 24 h ahead: cancelled without a refund, and Paystack is not asked', async () => {
    const startsAt = inHours(5);
    const { id, reference } = await paidMeeting(startsAt);

    const res = await cancel(id, mentee).expect(200);

    expect((res.body as Meeting).cancellation?.refundKobo).toBe(0);
    expect(await refundsOf(reference)).toEqual([]);
    expect(paystackRefunds(reference)).toEqual([]);
    expect(await hourIsFree(startsAt)).toBe(true);
  });

  it('the mentor, even an hour ahead: the learner is fully refunded and the hour stays closed', async () => {
    const startsAt = inHours(1);
    const { id, reference } = await paidMeeting(startsAt);

    const res = await cancel(id, mentor).expect(200);

    expect(res.body).toEqual(expect.objectContaining({ as: 'mentor', cancellation: expect.objectContaining({ by: 'mentor', refundKobo: MEETING_PRICE_KOBO }) }));
    expect(paystackRefunds(reference)).toEqual([{ transaction: reference, amount: MEETING_PRICE_KOBO }]);
    expect(await hourIsFree(startsAt)).toBe(false);
  });

  it('refuses a meeting that has started, and changes nothing', async () => {
    const { id, reference } = await paidMeeting(inHours(-0.5));
    for (const who of [mentee, mentor]) {
      expect((await cancel(id, who).expect(409)).body).toEqual({ error: BOOKING_MESSAGES.cannotCancelStarted });
    }
    expect((await meetingsModel(t).findById(id).lean())?.status).toBe('booked');
    expect(paystackRefunds(reference)).toEqual([]);
  });

  it('cancelled twice at once: one cancellation, one refund, one Paystack call', async () => {
    const { id, reference } = await paidMeeting(inHours(72));

    const answers = await Promise.all([cancel(id, mentee), cancel(id, mentee), cancel(id, mentor)]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body).toEqual({ error: BOOKING_MESSAGES.alreadyCancelled });
    expect(await refundsOf(reference)).toHaveLength(1);
    expect(paystackRefunds(reference)).toHaveLength(1);
  });

  it('keeps the meeting booked when its payment cannot be refunded (never paid, or refunded another way), and flags it for an admin', async () => {
    const reference = `trl-${new Types.ObjectId().toHexString()}`;
    const id = await bookedMeeting(t, { mentor: mentor.user._id, mentee: mentee.user._id }, inHours(40), { paymentReference: reference });
    expect((await cancel(id, mentor).expect(409)).body).toEqual({ error: REFUND_NOT_POSSIBLE });
    await cancel(id, mentor).expect(409);
    expect((await meetingsModel(t).findById(id).lean())?.status).toBe('booked');

    // An admin sees it once, with both tries, and marks it dealt with.
    const admin = await newAdmin(t);
    const refusedList = async () => (await t.http().get('/api/v1/admin/refused-refunds').set(bearer(admin.token)).expect(200)).body as RefusedRefundView[];
    const flagged = (await refusedList()).filter((one) => one.paymentReference === reference);
    expect(flagged).toEqual([expect.objectContaining({ part: id, amountKobo: MEETING_PRICE_KOBO, tries: 2, problem: expect.stringContaining('is not paid') })]);
    await t.http().get('/api/v1/admin/refused-refunds').set(bearer(mentor.token)).expect(403);
    const resolve = (body: object) => t.http().post(`/api/v1/admin/refused-refunds/${flagged[0]!._id}/resolve`).set(bearer(admin.token)).send(body);
    expect((await resolve({ note: '' })).status).toBe(400);
    await resolve({ note: 'Paid back by bank transfer' }).expect(200);
    expect((await resolve({ note: 'Again' })).status).toBe(409);
    expect((await refusedList()).filter((one) => one.paymentReference === reference)).toEqual([]);
  });

  it('is for the two participants only, and only for booked meetings', async () => {
    const { id } = await paidMeeting(inHours(30));
    const stranger = await signUp(t);
    expect((await cancel(id, stranger).expect(403)).body).toEqual({ error: BOOKING_MESSAGES.notYourMeeting });
    const held = await bookedMeeting(t, { mentor: mentor.user._id, mentee: mentee.user._id }, inHours(31), { status: 'held' });
    expect((await cancel(held, mentee).expect(404)).body).toEqual({ error: BOOKING_MESSAGES.meetingNotFound });
    await cancel('nope', mentee).expect(400);
    await cancel(id, mentee, { reason: 42 }).expect(400);
    expect((await meetingsModel(t).findById(id).lean())?.status).toBe('booked');
  });
});
