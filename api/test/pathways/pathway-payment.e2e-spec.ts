import { type PathwayAccess, type PathwayPaymentOutcome, type PathwayPaymentResponse, type PathwayResource, DEFAULT_PATHWAY_PRICES_KOBO } from '@trail/shared';
import { Types } from 'mongoose';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import type { TestApp } from '../support/create-test-app';
import { bearer, signUp, type SignedUp } from '../support/factories/accounts';
import { verifiedLearner } from '../support/factories/booking';
import { fieldBySlug } from '../support/factories/mentors';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

const NEEDS_PLAN = { error: 'Get a plan to open this pathway' };
const PREMIUM_KOBO = DEFAULT_PATHWAY_PRICES_KOBO[2].full;

/** A plan on the product-design pathway, paid in full through the local Paystack and its signed webhooks. */
describe('pathway plans: pay in full → access', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let ledger: LedgerService;
  let productDesign: string;
  let dataScience: string;

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    ledger = t.app.get(LedgerService);
    productDesign = (await fieldBySlug(t, 'product-design'))._id;
    dataScience = (await fieldBySlug(t, 'data-science'))._id;
  });
  afterAll(() => close?.());

  const start = (who: SignedUp, body: object = { plan: 2 }, fieldId = productDesign) =>
    t.http().post(`/api/v1/payments/initializetransaction/${fieldId}`).set(bearer(who.token)).send(body);
  const outcomeOf = (who: SignedUp, reference: string) => t.http().get(`/api/v1/pathways/payment/${reference}`).set(bearer(who.token));
  const accessOf = (who: SignedUp) => t.http().get('/api/v1/pathways/product-design/access').set(bearer(who.token));
  const accessRecords = (who: SignedUp) => t.connection.collection('pathwayaccesses').find({ user: new Types.ObjectId(who.user._id) }).toArray();

  async function paid(who: SignedUp, plan = 2): Promise<string> {
    const res = await start(who, { plan });
    expect(res.status).toBe(201);
    const { data } = res.body as PathwayPaymentResponse;
    await chooseAtCheckout(data.authorization_url, 'pay');
    await paystack.settled();
    return data.reference;
  }

  it('keeps the pathway closed with 402 until a plan is paid: resources, progress and the assessment', async () => {
    const learner = await verifiedLearner(t);
    await accessOf(learner).expect(402, NEEDS_PLAN);
    await t.http().get('/api/v1/pathways/product-design/resources').set(bearer(learner.token)).expect(402, NEEDS_PLAN);
    const resource = await t.connection.collection('pathwayresources').findOne({});
    await t.http().put(`/api/v1/users/currentresource/${resource!._id.toHexString()}`).set(bearer(learner.token)).expect(402, NEEDS_PLAN);
    await t.http().put(`/api/v1/users/resource/${resource!._id.toHexString()}`).set(bearer(learner.token)).expect(402, NEEDS_PLAN);
    await t.http().get(`/api/v1/fields/${productDesign}/assess`).set(bearer(learner.token)).expect(402, NEEDS_PLAN);
    await t.http().post(`/api/v1/fields/${productDesign}/assess`).set(bearer(learner.token)).send({ assessment: [] }).expect(402, NEEDS_PLAN);
    expect(await t.connection.collection('pathwayprogress').countDocuments({ user: new Types.ObjectId(learner.user._id) })).toBe(0);
  });

  it('refuses a bad plan, a track without a pathway and an unverified e-mail, starting nothing', async () => {
    const learner = await verifiedLearner(t);
    await start(learner, { plan: 4 }).expect(400, { error: 'Please choose a plan' });
    await start(learner, {}).expect(400, { error: 'Please choose a plan' });
    await start(learner, { plan: 1 }, dataScience).expect(404, { error: 'This track has no pathway yet' });
    const unverified = await signUp(t);
    expect((await start(unverified)).status).toBe(403);
    expect(await t.connection.collection('payments').countDocuments({ user: mongoUserIds(learner, unverified) })).toBe(0);
  });

  it('Pay: the plan’s full price goes to Paystack, the pathway opens from that moment, and ten replays open it once', async () => {
    const learner = await verifiedLearner(t);
    const before = Date.now();
    const reference = await paid(learner);
    const charge = paystack.deliveries.find((one) => one.event === 'charge.success' && one.data.reference === reference)!;
    expect(charge.data.amount).toBe(PREMIUM_KOBO);
    await Promise.all(Array.from({ length: 10 }, () => paystack.sendWebhook('charge.success', charge.data)));

    expect((await outcomeOf(learner, reference).expect(200)).body).toEqual<PathwayPaymentOutcome>({
      state: 'granted',
      pathway: { slug: 'product-design', title: 'Product Design' },
      plan: 2,
      mode: 'full',
    });
    const access = (await accessOf(learner).expect(200)).body as PathwayAccess;
    expect(access).toMatchObject({ slug: 'product-design', plan: 2, mode: 'full' });
    expect(Date.parse(access.grantedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await accessRecords(learner)).toHaveLength(1);
    const resources = (await t.http().get('/api/v1/pathways/product-design/resources').set(bearer(learner.token)).expect(200)).body as PathwayResource[];
    await t.http().put(`/api/v1/users/currentresource/${resources[0]!._id}`).set(bearer(learner.token)).expect(200);

    const entries = await ledger.findByReferencePrefix(`${reference}:`);
    expect(entries.map((entry) => [entry.kind, entry.amountKobo]).sort()).toEqual([
      ['payment_received', PREMIUM_KOBO],
      ['platform_fee', PREMIUM_KOBO],
    ]);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('answers 409 to a learner who already has the pathway, and refunds in full a second checkout that was paid anyway', async () => {
    const learner = await verifiedLearner(t);
    // Two tabs: both checkouts start before either is paid.
    const [first, second] = await Promise.all([start(learner, { plan: 1 }), start(learner, { plan: 3 })]);
    const urls = [first, second].map((res) => (res.body as PathwayPaymentResponse).data);
    await chooseAtCheckout(urls[0]!.authorization_url, 'pay');
    await chooseAtCheckout(urls[1]!.authorization_url, 'pay');
    await paystack.settled();

    expect(((await outcomeOf(learner, urls[0]!.reference).expect(200)).body as PathwayPaymentOutcome).state).toBe('granted');
    expect(((await outcomeOf(learner, urls[1]!.reference).expect(200)).body as PathwayPaymentOutcome).state).toBe('refunded');
    expect(((await accessOf(learner).expect(200)).body as PathwayAccess).plan).toBe(1);
    expect(await accessRecords(learner)).toHaveLength(1);
    const refund = await t.connection.collection('refunds').findOne({ paymentReference: urls[1]!.reference });
    expect(refund).toMatchObject({ part: 'all', amountKobo: DEFAULT_PATHWAY_PRICES_KOBO[3].full });
    expect(await ledger.reconcile()).toEqual([]);

    await start(learner, { plan: 2 }).expect(409, { error: 'You already have this pathway' });
  });

  it('Fail: the pathway stays closed and the return page says so; another learner cannot read the payment', async () => {
    const learner = await verifiedLearner(t);
    const { data } = (await start(learner).expect(201)).body as PathwayPaymentResponse;
    await chooseAtCheckout(data.authorization_url, 'fail');
    await paystack.settled();
    expect(((await outcomeOf(learner, data.reference).expect(200)).body as PathwayPaymentOutcome).state).toBe('failed');
    await accessOf(learner).expect(402, NEEDS_PLAN);
    const stranger = await verifiedLearner(t);
    await outcomeOf(stranger, data.reference).expect(404, { error: 'No such payment' });
  });

  it('asks Paystack on the return page when the webhook was lost, and opens the pathway from that answer', async () => {
    const learner = await verifiedLearner(t);
    const { data } = (await start(learner, { plan: 1 }).expect(201)).body as PathwayPaymentResponse;
    const webhookUrl = paystack.webhookUrl;
    paystack.webhookUrl = undefined;
    try {
      await chooseAtCheckout(data.authorization_url, 'pay');
      await paystack.settled();
      await accessOf(learner).expect(402, NEEDS_PLAN);
      expect(((await outcomeOf(learner, data.reference).expect(200)).body as PathwayPaymentOutcome).state).toBe('granted');
      await accessOf(learner).expect(200);
    } finally {
      paystack.webhookUrl = webhookUrl;
    }
  });
});

function mongoUserIds(...who: SignedUp[]) {
  return { $in: who.map((one) => new Types.ObjectId(one.user._id)) };
}
