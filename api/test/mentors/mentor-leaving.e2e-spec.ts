import { BOOKING_MESSAGES, type AuthResponse, type MentorsByField, type PublicMentor } from '@trail/shared';
import type { TestApp } from '../support/create-test-app';
import { bearer, type SignedUp } from '../support/factories/accounts';
import { book, bookingBody, freeHours, meetingsOf, mentorWithSlots, objectId, verifiedLearner } from '../support/factories/booking';
import { fieldBySlug } from '../support/factories/mentors';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';

/**
 * A mentor who asked for their account's deletion takes no new bookings during the grace period
 * (decision 0050, amended): hidden from discovery, their page and new holds refused with 410, until
 * signing in cancels the deletion and makes them bookable again.
 */
describe('a mentor in their account-deletion grace period', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let mentor: SignedUp & { username: string };
  let learner: SignedUp;
  let dataScience: string;

  beforeAll(async () => {
    ({ t, close } = await createPaystackTestApp());
    mentor = await mentorWithSlots(t, [{ day: 2, hour: 11, minute: 0, timezone: 'Europe/London' }], { firstName: 'Ada', lastName: 'Leaving' });
    learner = await verifiedLearner(t);
    dataScience = (await fieldBySlug(t, 'data-science'))._id;
  });
  afterAll(() => close?.());

  const listedIds = async () => {
    const directory = (await t.http().get('/api/v1/mentors').expect(200)).body as MentorsByField;
    const ofField = (await t.http().get(`/api/v1/meetings/field/${dataScience}`).expect(200)).body as PublicMentor[];
    const page = (await t.http().get(`/api/v1/mentors/field/${dataScience}`).expect(200)).body as { items: PublicMentor[] };
    return {
      directory: directory.fields.flatMap((one) => one.mentors).map((one) => one._id),
      ofField: ofField.map((one) => one._id),
      page: page.items.map((one) => one._id),
    };
  };

  it('disappears from discovery, their page and new holds answer 410, nothing is held; signing in makes them bookable again', async () => {
    const [hour] = await freeHours(t, mentor.username);
    expect(await listedIds()).toEqual({ directory: [mentor.user._id], ofField: [mentor.user._id], page: [mentor.user._id] });

    await t.http().post('/api/v1/users/me/deletion').set(bearer(mentor.token)).send({ password: mentor.password }).expect(202);

    expect(await listedIds()).toEqual({ directory: [], ofField: [], page: [] });
    const page = await t.http().get(`/api/v1/meetings/singlementor/${mentor.username}`).expect(410);
    expect(page.body).toEqual({ error: BOOKING_MESSAGES.mentorLeaving });
    const preview = await t.http().get(`/api/v1/previews/mentor/${mentor.username}`).expect(200);
    expect(preview.text).not.toContain('Ada Leaving');
    const hold = await book(t, learner.token, bookingBody(mentor.user._id, [hour!]));
    expect([hold.status, hold.body]).toEqual([410, { error: BOOKING_MESSAGES.mentorLeaving }]);
    expect(await meetingsOf(t, { mentor: objectId(mentor.user._id) })).toHaveLength(0);

    const back = (await t.http().post('/api/v1/auth/login').send({ email: mentor.user.email, password: mentor.password }).expect(200)).body as AuthResponse;
    expect(back.deletionCancelled).toBe(true);

    expect(await listedIds()).toEqual({ directory: [mentor.user._id], ofField: [mentor.user._id], page: [mentor.user._id] });
    expect((await freeHours(t, mentor.username))[0]).toEqual(hour);
    expect((await book(t, learner.token, bookingBody(mentor.user._id, [hour!]))).status).toBe(201);
    expect(await meetingsOf(t, { mentor: objectId(mentor.user._id), status: 'held' })).toHaveLength(1);
  });
});
