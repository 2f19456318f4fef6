import type { BookingSelectionItem, MentorHourBody, MentorHourPayResponse, MentorHourResponse, MentorPage, NewFreeTimeSlot, SlotOccurrence } from '@trail/shared';
import { Types } from 'mongoose';
import type { TestApp } from '../create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from './accounts';
import { approvedMentor, fieldBySlug, newAdmin } from './mentors';

/** An approved mentor with these weekly slots, and their public username. */
export async function mentorWithSlots(t: TestApp, slots: NewFreeTimeSlot[], names: { firstName: string; lastName: string }): Promise<SignedUp & { username: string }> {
  const admin = await newAdmin(t);
  const field = await fieldBySlug(t, 'data-science');
  const mentor = await approvedMentor(t, admin.token, [field._id], names);
  await t.http().put('/api/v1/users/freetime').set(bearer(mentor.token)).send({ freeTime: slots }).expect(200);
  return { ...mentor, username: `${names.firstName}-${names.lastName}`.toLowerCase() };
}

/** A learner who may pay: signed up, e-mail verified. */
export async function verifiedLearner(t: TestApp, overrides: Parameters<typeof signUp>[1] = {}): Promise<SignedUp> {
  const learner = await signUp(t, overrides);
  await setAccess(t, learner.user._id, { emailVerified: true });
  return learner;
}

export async function freeHours(t: TestApp, username: string): Promise<SlotOccurrence[]> {
  return ((await t.http().get(`/api/v1/meetings/singlementor/${username}`).expect(200)).body as MentorPage).occurrences;
}

/** The first free hour that starts at least `leadMs` from now: for rules that depend on how soon a meeting starts. */
export async function freeHourAtLeast(t: TestApp, username: string, leadMs: number): Promise<SlotOccurrence> {
  const hour = (await freeHours(t, username)).find((one) => Date.parse(one.startsAt) >= Date.now() + leadMs);
  if (!hour) throw new Error(`No free hour of ${username} starts ${leadMs} ms or more from now`);
  return hour;
}

export const bookingBody = (mentorId: string, occurrences: BookingSelectionItem[], overrides: Partial<MentorHourBody> = {}): MentorHourBody => ({
  mentorId,
  occurrences,
  clarity: 'How do I move from Excel to SQL?',
  title: 'Analyst',
  bio: 'Two years in banking ops.',
  ...overrides,
});

/** POST /payments/mentorhour: holds the hours, no payment started yet. */
export const book = (t: TestApp, token: string, body: MentorHourBody) => t.http().post('/api/v1/payments/mentorhour').set(bearer(token)).send(body);

/** The Pay button: POST /payments/mentorhour/:reference/pay starts the hold's Paystack payment. */
export const payFor = (t: TestApp, token: string, reference: string) => t.http().post(`/api/v1/payments/mentorhour/${reference}/pay`).set(bearer(token));

/** Holds the hours and presses Pay, as the wizard does: the reference and the Paystack page. */
export async function holdAndPay(t: TestApp, token: string, body: MentorHourBody): Promise<MentorHourPayResponse['data']> {
  const held = await book(t, token, body);
  if (held.status !== 201) throw new Error(`Hold refused: ${held.status} ${JSON.stringify(held.body)}`);
  const paying = await payFor(t, token, (held.body as MentorHourResponse).reference);
  if (paying.status !== 201) throw new Error(`Pay refused: ${paying.status} ${JSON.stringify(paying.body)}`);
  return (paying.body as MentorHourPayResponse).data;
}

export const meetingsOf = (t: TestApp, filter: Record<string, unknown>) => t.connection.collection('meetings').find(filter).sort({ startsAt: 1 }).toArray();

/** Moves time for the holds of this payment: their hold ended a minute ago. */
export async function lapseHolds(t: TestApp, paymentReference: string): Promise<void> {
  await t.connection.collection('meetings').updateMany({ paymentReference, status: 'held' }, { $set: { holdExpiresAt: new Date(Date.now() - 60_000) } });
}

export const objectId = (id: string) => new Types.ObjectId(id);
