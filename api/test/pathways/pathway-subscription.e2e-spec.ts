import {
  DEFAULT_PATHWAY_PRICES_KOBO, type Pathway, type PathwayAccess, type PathwayPaymentOutcome, type PathwayPaymentResponse,
  type PathwaySubscriptionCancelled, type SubscriptionCardLink,
} from '@trail/shared';
import { Types } from 'mongoose';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import { SubscriptionsService } from '../../src/payments/subscriptions/subscriptions.service';
import type { TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { verifiedLearner } from '../support/factories/booking';
import { fieldBySlug } from '../support/factories/mentors';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

const NEEDS_PLAN = { error: 'Get a plan to open this pathway' };
const PREMIUM_MONTHLY_KOBO = DEFAULT_PATHWAY_PRICES_KOBO[2].monthly;
const DAY_MS = 86_400_000;

/** Pay Monthly on the product-design pathway: a Paystack plan, its subscription, renewals and their end (decision 0049). */
describe('pathway plans: Pay Monthly → access by the month', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let ledger: LedgerService;
  let productDesign: string;
  let months: number;

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    ledger = t.app.get(LedgerService);
    productDesign = (await fieldBySlug(t, 'product-design'))._id;
    months = ((await t.http().get('/api/v1/pathways/product-design').expect(200)).body as Pathway).plans[1]!.months;
  });
  afterAll(() => close?.());

  const subscribe = (who: SignedUp, body: object = { plan: 2 }) =>
    t.http().post(`/api/v1/payments/subscription/${productDesign}`).set(bearer(who.token)).send(body);
  const cancel = (who: SignedUp) => t.http().post(`/api/v1/payments/subscription/${productDesign}/cancel`).set(bearer(who.token));
  const accessOf = (who: SignedUp) => t.http().get('/api/v1/pathways/product-design/access').set(bearer(who.token));
  const accessRecords = (who: SignedUp) => t.connection.collection('pathwayaccesses').find({ user: new Types.ObjectId(who.user._id) }).toArray();
  const renewalsOf = (who: SignedUp) => t.connection.collection('payments').find({ user: new Types.ObjectId(who.user._id), status: 'paid' }).toArray();

  /** Subscribes and pays the first month at the checkout; answers the first reference and Paystack's subscription code. */
  async function subscribed(who: SignedUp): Promise<{ reference: string; code: string }> {
    const { data } = (await subscribe(who).expect(201)).body as PathwayPaymentResponse;
    await chooseAtCheckout(data.authorization_url, 'pay');
    await paystack.settled();
    const created = paystack.deliveries.findLast((one) => one.event === 'subscription.create' && (one.data.customer as { email: string }).email === who.user.email);
    return { reference: data.reference, code: String(created!.data.subscription_code) };
  }

  async function renew(code: string, outcome: 'success' | 'failed'): Promise<string | undefined> {
    const res = await fetch(`${paystack.url}/_local/subscription/${code}/renew`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outcome }),
    });
    const body = (await res.json()) as { status: boolean; data?: { reference?: string } };
    expect(body.status).toBe(true);
    await paystack.settled();
    return body.data?.reference;
  }

  /** Ending a subscription asks Paystack after the transaction commits, beside the webhook's answer: wait for it. */
  async function disabledAtPaystack(code: string): Promise<number> {
    const count = () => paystack.requests.filter((one) => one.path === '/subscription/disable' && one.body?.code === code).length;
    for (const deadline = Date.now() + 5_000; count() === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 25));
    await paystack.settled();
    return count();
  }

  const paidUntilOf = async (who: SignedUp) => Date.parse(((await accessOf(who).expect(200)).body as PathwayAccess).paidUntil!);

  it('subscribes on one monthly Paystack plan per pathway and plan, and the first charge opens the pathway for a month; ten replays open it once', async () => {
    const learner = await verifiedLearner(t);
    const before = Date.now();
    const { reference, code } = await subscribed(learner);
    const initialize = paystack.requests.find((one) => one.path === '/transaction/initialize' && one.body?.reference === reference)!;
    expect(initialize.body).toMatchObject({ amount: PREMIUM_MONTHLY_KOBO, plan: expect.stringMatching(/^PLN_/) });

    const charge = paystack.deliveries.find((one) => one.event === 'charge.success' && one.data.reference === reference)!;
    await Promise.all(Array.from({ length: 10 }, () => paystack.sendWebhook('charge.success', charge.data)));
    const created = paystack.deliveries.find((one) => one.event === 'subscription.create' && one.data.subscription_code === code)!;
    await Promise.all(Array.from({ length: 3 }, () => paystack.sendWebhook('subscription.create', created.data)));

    const access = (await accessOf(learner).expect(200)).body as PathwayAccess;
    expect(access).toMatchObject({ slug: 'product-design', plan: 2, mode: 'monthly', renews: true });
    const paidUntil = Date.parse(access.paidUntil!);
    expect(paidUntil).toBeGreaterThanOrEqual(before + 28 * DAY_MS);
    expect(paidUntil).toBeLessThanOrEqual(Date.now() + 31 * DAY_MS);
    expect(await accessRecords(learner)).toHaveLength(1);
    expect(await renewalsOf(learner)).toHaveLength(1);
    expect(((await t.http().get(`/api/v1/pathways/payment/${reference}`).set(bearer(learner.token)).expect(200)).body as PathwayPaymentOutcome)).toMatchObject({ state: 'granted', mode: 'monthly' });
    const entries = await ledger.findByReferencePrefix(`${reference}:`);
    expect(entries.map((entry) => [entry.kind, entry.amountKobo]).sort()).toEqual([
      ['payment_received', PREMIUM_MONTHLY_KOBO],
      ['platform_fee', PREMIUM_MONTHLY_KOBO],
    ]);
    const subscription = await t.connection.collection('subscriptions').findOne({ firstReference: reference });
    expect(subscription).toMatchObject({ status: 'active', periodsPaid: 1, periods: months, subscriptionCode: code, emailToken: expect.any(String) });

    // A second learner on the same plan uses the same Paystack plan.
    const other = await verifiedLearner(t);
    await subscribe(other).expect(201);
    expect(paystack.requests.filter((one) => one.method === 'POST' && one.path === '/plan')).toHaveLength(1);
    await subscribe(learner).expect(409, { error: 'You already have this pathway' });
  });

  it('a renewal extends access by a month, once however often Paystack sends it', async () => {
    const learner = await verifiedLearner(t);
    const { code } = await subscribed(learner);
    const first = await paidUntilOf(learner);
    const reference = await renew(code, 'success');
    const charge = paystack.deliveries.find((one) => one.event === 'charge.success' && one.data.reference === reference)!;
    await Promise.all(Array.from({ length: 10 }, () => paystack.sendWebhook('charge.success', charge.data)));

    const second = await paidUntilOf(learner);
    expect(second - first).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect(second - first).toBeLessThanOrEqual(31 * DAY_MS);
    expect(await renewalsOf(learner)).toHaveLength(2);
    expect(await ledger.findByReferencePrefix(`${reference}:`)).toHaveLength(2);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('credits the referrer their share of every period, the first charge and each renewal', async () => {
    const referrer = await verifiedLearner(t);
    await t.http().get('/api/v1/users/referral').set(bearer(referrer.token)).expect(200);
    const { code: refCode } = (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(referrer.user._id) }))!;
    const learner = await signUp(t, { refCode: refCode as string });
    await setAccess(t, learner.user._id, { emailVerified: true });
    const { reference, code } = await subscribed(learner);
    const renewal = await renew(code, 'success');

    for (const paid of [reference, renewal]) {
      const credits = (await ledger.findByReferencePrefix(`${paid}:`)).filter((entry) => entry.kind === 'referral_credit');
      expect(credits).toEqual([expect.objectContaining({ amountKobo: PREMIUM_MONTHLY_KOBO / 10, credit: `user:${referrer.user._id}:earnings` })]);
    }
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('a subscription renewal failure ends access on time: open until paidUntil, 402 after it', async () => {
    const learner = await verifiedLearner(t);
    const { code } = await subscribed(learner);
    const paidUntil = await paidUntilOf(learner);
    await renew(code, 'failed');

    expect(await paidUntilOf(learner)).toBe(paidUntil);
    await t.http().get('/api/v1/pathways/product-design/resources').set(bearer(learner.token)).expect(200);
    const subscription = await t.connection.collection('subscriptions').findOne({ subscriptionCode: code });
    expect(subscription!.lastFailureAt).toBeInstanceOf(Date);

    // The paid month ends: nothing runs, the access check itself closes the pathway.
    await t.connection.collection('pathwayaccesses').updateOne({ user: new Types.ObjectId(learner.user._id) }, { $set: { paidUntil: new Date(Date.now() - 1000) } });
    await accessOf(learner).expect(402, NEEDS_PLAN);
    await t.http().get('/api/v1/pathways/product-design/resources').set(bearer(learner.token)).expect(402, NEEDS_PLAN);
    await t.http().get(`/api/v1/fields/${productDesign}/assess`).set(bearer(learner.token)).expect(402, NEEDS_PLAN);

    // Paystack's retry succeeds late: the learner paid, so a month runs from that charge.
    const late = await renew(code, 'success');
    expect(late).toBeDefined();
    expect(await paidUntilOf(learner)).toBeGreaterThan(Date.now() + 27 * DAY_MS);
  });

  it('a lapsed Pay Monthly plan gives way to a new one, and its old subscription is disabled at Paystack', async () => {
    const learner = await verifiedLearner(t);
    const { code } = await subscribed(learner);
    await t.connection.collection('pathwayaccesses').updateOne({ user: new Types.ObjectId(learner.user._id) }, { $set: { paidUntil: new Date(Date.now() - 1000) } });
    await accessOf(learner).expect(402, NEEDS_PLAN);

    const { code: next } = await subscribed(learner);
    expect(next).not.toBe(code);
    expect((await accessOf(learner).expect(200)).body).toMatchObject({ mode: 'monthly', renews: true });
    expect(await accessRecords(learner)).toHaveLength(1);
    expect(await disabledAtPaystack(code)).toBe(1);
    expect(await t.connection.collection('subscriptions').findOne({ subscriptionCode: code })).toMatchObject({ status: 'cancelled', disabledAt: expect.any(Date) });
  });

  it('cancel: Paystack stops charging, access lasts to the end of the paid month, and the view says so', async () => {
    const learner = await verifiedLearner(t);
    const { code } = await subscribed(learner);
    const paidUntil = await paidUntilOf(learner);

    const cancelled = (await cancel(learner).expect(200)).body as PathwaySubscriptionCancelled;
    expect(Date.parse(cancelled.paidUntil)).toBe(paidUntil);
    await paystack.settled();
    expect(paystack.requests.filter((one) => one.path === '/subscription/disable' && one.body?.code === code)).toHaveLength(1);
    expect((await accessOf(learner).expect(200)).body).toMatchObject({ mode: 'monthly', renews: false });
    expect(await t.connection.collection('subscriptions').findOne({ subscriptionCode: code })).toMatchObject({ status: 'cancelled', disabledAt: expect.any(Date) });

    await cancel(learner).expect(200);
    const fullPayer = await verifiedLearner(t);
    await cancel(fullPayer).expect(404, { error: 'You have no Pay Monthly subscription on this pathway to cancel' });
  });

  it(`is paid off after the plan's months: access for good, and the subscription is disabled at Paystack`, async () => {
    const learner = await verifiedLearner(t);
    const { code } = await subscribed(learner);
    for (let period = 2; period <= months; period += 1) await renew(code, 'success');

    const access = (await accessOf(learner).expect(200)).body as PathwayAccess;
    expect(access).toMatchObject({ mode: 'monthly', paidUntil: null, renews: false });
    expect(await renewalsOf(learner)).toHaveLength(months);
    expect(await disabledAtPaystack(code)).toBe(1);
    expect(await t.connection.collection('subscriptions').findOne({ subscriptionCode: code })).toMatchObject({ status: 'paid-off', periodsPaid: months });
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('two tabs: a second first charge is refunded and its subscription disabled; the learner keeps one', async () => {
    const learner = await verifiedLearner(t);
    const [first, second] = await Promise.all([subscribe(learner).expect(201), subscribe(learner).expect(201)]);
    const urls = [first, second].map((res) => (res.body as PathwayPaymentResponse).data);
    await chooseAtCheckout(urls[0]!.authorization_url, 'pay');
    await chooseAtCheckout(urls[1]!.authorization_url, 'pay');
    await paystack.settled();

    expect(await t.connection.collection('refunds').findOne({ paymentReference: urls[1]!.reference })).toMatchObject({ part: 'all', amountKobo: PREMIUM_MONTHLY_KOBO });
    const duplicate = await t.connection.collection('subscriptions').findOne({ firstReference: urls[1]!.reference });
    expect(duplicate).toMatchObject({ status: 'cancelled' });
    // Ended in the confirming transaction and again when subscription.create names it: Paystack refuses the second call, which counts as done.
    expect(await disabledAtPaystack(String(duplicate!.subscriptionCode))).toBeGreaterThanOrEqual(1);
    expect((await accessOf(learner).expect(200)).body).toMatchObject({ mode: 'monthly', renews: true });
    expect(await accessRecords(learner)).toHaveLength(1);

    // Each Paystack subscription joined the Trail subscription whose first charge saved its card: the kept one still renews.
    const kept = await t.connection.collection('subscriptions').findOne({ firstReference: urls[0]!.reference });
    for (const one of [kept!, duplicate!]) {
      const created = paystack.deliveries.find((delivery) => delivery.event === 'subscription.create' && delivery.data.subscription_code === one.subscriptionCode)!;
      expect((created.data.authorization as { authorization_code: string }).authorization_code).toBe(one.authorizationCode);
    }
    const before = await paidUntilOf(learner);
    await renew(String(kept!.subscriptionCode), 'success');
    expect(await paidUntilOf(learner)).toBeGreaterThan(before);
  });

  it('retries disabling at Paystack when Paystack was down at the cancel', async () => {
    const learner = await verifiedLearner(t);
    const { code } = await subscribed(learner);
    paystack.failNext('POST', '/subscription/disable');
    await cancel(learner).expect(200);
    expect((await accessOf(learner).expect(200)).body).toMatchObject({ renews: false });
    expect(await t.connection.collection('subscriptions').findOne({ subscriptionCode: code })).not.toHaveProperty('disabledAt');

    await t.app.get(SubscriptionsService).settlePending();
    expect(await t.connection.collection('subscriptions').findOne({ subscriptionCode: code })).toMatchObject({ status: 'cancelled', disabledAt: expect.any(Date) });
    expect(await disabledAtPaystack(code)).toBe(2);
  });

  it('warns of a card that expires before a coming charge, links to Paystack to replace it, and drops the warning once a later card is on file', async () => {
    const learner = await verifiedLearner(t);
    const { code } = await subscribed(learner);
    expect(((await accessOf(learner).expect(200)).body as PathwayAccess).expiringCard).toBeNull();

    const expiring = await fetch(`${paystack.url}/_local/subscription/${code}/expiring-card`, { method: 'POST' });
    expect(expiring.status).toBe(200);
    await paystack.settled();
    const event = paystack.deliveries.findLast((one) => one.event === 'subscription.expiring_cards')!;
    await Promise.all(Array.from({ length: 3 }, () => paystack.sendWebhook('subscription.expiring_cards', event.data)));
    expect(await t.connection.collection('paymentevents').countDocuments({ event: 'subscription.expiring_cards' })).toBe(1);
    const today = new Date();
    const expiry = `${String(today.getUTCMonth() + 1).padStart(2, '0')}/${today.getUTCFullYear()}`;
    expect(((await accessOf(learner).expect(200)).body as PathwayAccess).expiringCard).toEqual({ description: 'visa ending with 4081', expiry });

    const { link } = (await t.http().post(`/api/v1/payments/subscription/${productDesign}/card`).set(bearer(learner.token)).expect(200)).body as SubscriptionCardLink;
    expect(link).toBe(`${paystack.url}/manage/subscriptions/${code}`);
    expect(await (await fetch(link)).text()).toContain('Update your card');
    expect(await (await fetch(link, { method: 'POST' })).text()).toContain('Card updated');

    await t.app.get(SubscriptionsService).refreshExpiringCards();
    expect(((await accessOf(learner).expect(200)).body as PathwayAccess).expiringCard).toBeNull();
  });

  it('gives the card page only for the caller\'s own active Pay Monthly plan', async () => {
    const learner = await verifiedLearner(t);
    await t.http().post(`/api/v1/payments/subscription/${productDesign}/card`).set(bearer(learner.token))
      .expect(404, { error: 'You have no Pay Monthly subscription on this pathway whose card can be changed' });
    const { code } = await subscribed(learner);
    await cancel(learner).expect(200);
    await t.http().post(`/api/v1/payments/subscription/${productDesign}/card`).set(bearer(learner.token)).expect(404);
    expect(paystack.requests.some((one) => one.path === `/subscription/${code}/manage/link`)).toBe(false);
  });
});
