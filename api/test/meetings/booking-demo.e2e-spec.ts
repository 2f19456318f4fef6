import type { BookingOutcome } from '@trail/shared';
import { DEMO_MENTOR } from '../../src/demo/demo-data';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer } from '../support/factories/accounts';
import { bookingBody, freeHours, holdAndPay, verifiedLearner } from '../support/factories/booking';
import { chooseAtCheckout, type PaystackTestServer, startPaystackTestServer } from '../support/servers/paystack-test-server';
import { scopedEnv } from '../support/servers/scoped-env';

/** What a newcomer does after `npm start` (DEMO_DATA=true, the local Paystack): book the demo mentor and pay. */
describe('booking the demo mentor end to end', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let restore: () => void;

  beforeAll(async () => {
    paystack = await startPaystackTestServer();
    const scoped = scopedEnv({ ...paystack.env, DEMO_DATA: 'true' });
    restore = scoped.restore;
    t = await createTestApp({ env: scoped.env });
  });
  afterAll(async () => {
    await t?.close();
    await paystack?.close();
    restore?.();
  });

  it('a new learner holds ada-mentor’s next hour, pays on the local checkout, and the return page shows the meeting', async () => {
    const page = await t.http().get(`/api/v1/meetings/singlementor/${DEMO_MENTOR.username}`).expect(200);
    const [hour] = await freeHours(t, DEMO_MENTOR.username);
    const learner = await verifiedLearner(t);
    const data = await holdAndPay(t, learner.token, bookingBody(page.body.mentor._id, [hour!]));

    const checkout = await chooseAtCheckout(data.authorization_url, 'pay');
    expect(checkout.page).toContain('Pay ₦2,000.00');
    expect(await t.connection.collection('payments').findOne({ reference: data.reference })).toMatchObject({ purpose: 'meeting', description: 'a mentoring hour with Ada Nwosu' });
    expect(checkout.location).toMatch(new RegExp(`/mentor/booked\\?.*reference=${data.reference}`));
    const outcome = (await t.http().get(`/api/v1/meetings/booking/${data.reference}`).set(bearer(learner.token)).expect(200)).body as BookingOutcome;
    expect(outcome).toMatchObject({ status: 'paid', mentor: { username: DEMO_MENTOR.username }, hours: [{ startsAt: hour!.startsAt, state: 'booked', venue: 'Jitsi Meet' }] });
    expect((await freeHours(t, DEMO_MENTOR.username)).map((one) => one.startsAt)).not.toContain(hour!.startsAt);
  });
});
