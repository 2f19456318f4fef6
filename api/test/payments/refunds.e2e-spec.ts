import fc from 'fast-check';
import { Types } from 'mongoose';
import { paystackConfig, type PaystackConfig } from '../../src/platform/config/paystack.config';
import { PaystackClient } from '../../src/integrations/paystack/paystack.client';
import { CheckoutService } from '../../src/payments/checkout/checkout.service';
import { PaymentPurposes } from '../../src/payments/checkout/payment-purposes';
import { ACCOUNTS } from '../../src/payments/ledger/ledger-accounts';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import { paymentMovements, withdrawalMovement } from '../../src/payments/ledger/money-movements';
import { RefundNotPossibleError, type RefundRequest, RefundsService } from '../../src/payments/refunds/refunds.service';
import type { TestApp } from '../support/create-test-app';
import { setAccess, signUp } from '../support/factories/accounts';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

const HOUR_KOBO = 200_000;

/** Refunds through the real app, a real replica set and the local Paystack, whose refund webhooks come back signed. */
describe('refunds, whole or in part, through the ledger and Paystack', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let webhookUrl: string | undefined;
  let checkout: CheckoutService;
  let ledger: LedgerService;
  let refunds: RefundsService;

  beforeAll(async () => {
    ({ t, paystack, close, webhookUrl } = await createPaystackTestApp({ webhooks: true, transferDelayMs: 20 }));
    checkout = t.app.get(CheckoutService);
    ledger = t.app.get(LedgerService);
    refunds = t.app.get(RefundsService);
    t.app.get(PaymentPurposes).register({ name: 'test-hours', onConfirmed: async () => undefined });
  });
  afterAll(() => close?.());

  /** A learner (referred by a verified user) pays for two mentoring hours through the local Paystack. */
  const twoHoursPaid = async () => {
    const referrer = await signUp(t);
    await setAccess(t, referrer.user._id, { emailVerified: true });
    await t.http().get('/api/v1/users/referral').set({ Authorization: `Bearer ${referrer.token}` }).expect(200);
    const { code } = (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(referrer.user._id) }))!;
    const learner = await signUp(t, { refCode: code as string });
    const mentor = new Types.ObjectId().toString();
    const { reference, authorizationUrl } = await checkout.start({
      userId: learner.user._id, email: learner.user.email, purpose: 'test-hours', amountKobo: 2 * HOUR_KOBO,
      description: 'two mentoring hours with Ada', mentorId: mentor, callbackUrl: 'http://dashboard.test/paid',
    });
    await chooseAtCheckout(authorizationUrl, 'pay');
    await paystack.settled();
    expect((await payment(reference))?.status).toBe('paid');
    return { reference, mentor, referrer: referrer.user._id };
  };
  const hour = (paymentReference: string, part: string, amountKobo = HOUR_KOBO): RefundRequest => ({
    paymentReference, part, amountKobo, reason: 'Session with Ada cancelled by the mentor',
  });
  const payment = (reference: string) => t.connection.collection('payments').findOne({ reference });
  const refundOf = (paymentReference: string, part: string) => t.connection.collection('refunds').findOne({ paymentReference, part });
  const paystackRefunds = (reference: string) => paystack.requests.filter((r) => r.path === '/refund' && r.body?.transaction === reference).map((r) => r.body);
  const withdrawable = async (userId: string) => (await ledger.balancesOf(userId)).withdrawableKobo;
  const movedFor = async (reference: string, part: string) =>
    Object.fromEntries((await ledger.findByReferencePrefix(`${reference}:${part}:`)).map((m) => [m.reference.split(':').pop(), m.amountKobo]));
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('never happened');
  };

  it('an hour of a two-hour payment goes back in part: mentor, referrer and Trail each return their share, Paystack is asked once for that amount, its webhook marks it processed', async () => {
    const { reference, mentor, referrer } = await twoHoursPaid();
    const feesBefore = await ledger.balanceOf(ACCOUNTS.fees);
    expect([await withdrawable(mentor), await withdrawable(referrer)]).toEqual([280_000, 40_000]);

    await refunds.request(hour(reference, 'meeting-1'));

    expect([await withdrawable(mentor), await withdrawable(referrer)]).toEqual([140_000, 20_000]);
    expect(await ledger.balanceOf(ACCOUNTS.fees)).toBe(feesBefore - 40_000);
    expect(await movedFor(reference, 'meeting-1')).toEqual({ 'mentor-reversal': 140_000, 'referral-reversal': 20_000, 'fee-reversal': 40_000, refund: 200_000 });
    expect(paystackRefunds(reference)).toEqual([{ transaction: reference, amount: 200_000 }]);
    expect(await payment(reference)).toEqual(expect.objectContaining({ status: 'paid', refundedKobo: 200_000 }));
    await paystack.settled();
    expect(await refundOf(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'processed', paystackRefundId: expect.any(String) }));

    await refunds.request(hour(reference, 'meeting-2'));

    expect([await withdrawable(mentor), await withdrawable(referrer)]).toEqual([0, 0]);
    expect(await payment(reference)).toEqual(expect.objectContaining({ status: 'refunded', refundedKobo: 400_000 }));
    expect(paystackRefunds(reference)).toEqual([{ transaction: reference, amount: 200_000 }, { transaction: reference, amount: 200_000 }]);
    expect(await ledger.balanceOf(ACCOUNTS.clearing)).toBe(0);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('a whole payment goes back as one part, and then nothing more can', async () => {
    const { reference, mentor, referrer } = await twoHoursPaid();

    await refunds.request({ paymentReference: reference, part: 'all', amountKobo: 400_000, reason: 'Paid after the hold lapsed' });

    expect([await withdrawable(mentor), await withdrawable(referrer)]).toEqual([0, 0]);
    expect(paystackRefunds(reference)).toEqual([{ transaction: reference, amount: 400_000 }]);
    expect((await payment(reference))?.status).toBe('refunded');
    await expect(refunds.request(hour(reference, 'meeting-1', 1))).rejects.toBeInstanceOf(RefundNotPossibleError);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('the same part asked for 10 times at once is refunded once: one claim, one set of ledger entries, one Paystack call', async () => {
    const { reference, mentor } = await twoHoursPaid();

    await Promise.all(Array.from({ length: 10 }, () => refunds.request(hour(reference, 'meeting-1'))));
    // Inside a caller's own transaction, a repeat does nothing and does not undo the caller's writes.
    await t.connection.transaction(async (session) => {
      await refunds.requestIn(session, hour(reference, 'meeting-1'));
      await t.connection.collection('refund-test-marks').insertOne({ reference }, { session });
    });

    expect(await t.connection.collection('refunds').countDocuments({ paymentReference: reference })).toBe(1);
    expect(await ledger.findByReferencePrefix(`${reference}:meeting-1:`)).toHaveLength(4);
    expect(paystackRefunds(reference)).toHaveLength(1);
    expect(await withdrawable(mentor)).toBe(140_000);
    expect(await payment(reference)).toEqual(expect.objectContaining({ status: 'paid', refundedKobo: 200_000 }));
    expect(await t.connection.collection('refund-test-marks').countDocuments({ reference })).toBe(1);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it("a refund asked for inside the caller's transaction reaches Paystack once that transaction commits", async () => {
    const { reference } = await twoHoursPaid();

    await t.connection.transaction((session) => refunds.requestIn(session, hour(reference, 'meeting-1')));

    await eventually(async () => paystackRefunds(reference).length === 1);
    await eventually(async () => (await refundOf(reference, 'meeting-1'))?.status !== 'requested');
  });

  it('parts that would sum to more than the payment are refused, and the refused part leaves no trace', async () => {
    const { reference, mentor } = await twoHoursPaid();
    await refunds.request(hour(reference, 'meeting-1', 300_000));

    await expect(refunds.request(hour(reference, 'meeting-2', 100_001))).rejects.toBeInstanceOf(RefundNotPossibleError);
    await expect(
      t.connection.transaction(async (session) => {
        await t.connection.collection('refund-test-marks').insertOne({ reference, refused: true }, { session });
        await refunds.requestIn(session, hour(reference, 'meeting-3', 200_000));
      }),
    ).rejects.toBeInstanceOf(RefundNotPossibleError);

    expect(await refundOf(reference, 'meeting-2')).toBeNull();
    expect(await ledger.findByReferencePrefix(`${reference}:meeting-2:`)).toEqual([]);
    expect(await t.connection.collection('refund-test-marks').countDocuments({ reference, refused: true })).toBe(0);
    expect(paystackRefunds(reference)).toEqual([{ transaction: reference, amount: 300_000 }]);

    // Parts racing for the last ₦1,000: only one fits.
    const raced = await Promise.allSettled([hour(reference, 'race-a', 100_000), hour(reference, 'race-b', 100_000)].map((r) => refunds.request(r)));
    expect(raced.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await payment(reference)).toEqual(expect.objectContaining({ status: 'refunded', refundedKobo: 400_000 }));
    expect(await withdrawable(mentor)).toBe(0);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('an unpaid payment cannot be refunded', async () => {
    const learner = await signUp(t);
    const { reference } = await checkout.start({
      userId: learner.user._id, email: learner.user.email, purpose: 'test-hours', amountKobo: HOUR_KOBO, description: 'an hour', callbackUrl: 'http://dashboard.test/paid',
    });
    await expect(refunds.request(hour(reference, 'meeting-1'))).rejects.toBeInstanceOf(RefundNotPossibleError);
    expect(paystackRefunds(reference)).toEqual([]);
  });

  it('what an earner already withdrew is covered by Trail’s fees, as far as they go: no balance goes below zero', async () => {
    const { reference, mentor, referrer } = await twoHoursPaid();
    // Trail's fees hold what another learner paid for a pathway (decision 0073: they never go below zero).
    await ledger.post(paymentMovements({ reference: `pathway-${reference}`, amountKobo: 400_000, purpose: 'a pathway' }, { platformFeeBps: 3_000, referralShareBps: 1_000 }));
    await ledger.post([withdrawalMovement(`wd-${reference}`, mentor, 250_000)]);

    await refunds.request(hour(reference, 'meeting-1'));

    expect(await movedFor(reference, 'meeting-1')).toEqual({
      'mentor-reversal': 30_000, 'mentor-covered': 110_000, 'referral-reversal': 20_000, 'fee-reversal': 40_000, refund: 200_000,
    });
    expect([await withdrawable(mentor), await withdrawable(referrer)]).toEqual([0, 20_000]);
    await refunds.request(hour(reference, 'meeting-2'));
    expect(await movedFor(reference, 'meeting-2')).toEqual({ 'mentor-covered': 140_000, 'referral-reversal': 20_000, 'fee-reversal': 40_000, refund: 200_000 });
    expect(await ledger.balanceOf(ACCOUNTS.clearing)).toBe(0);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('while Paystack is down the refund stays requested (money already counted back); the retry sends it once Paystack is back', async () => {
    const { reference, mentor } = await twoHoursPaid();
    const config = t.app.get<PaystackConfig>(paystackConfig.KEY);
    const baseUrl = config.baseUrl;
    config.baseUrl = 'http://127.0.0.1:9';
    try {
      await refunds.request(hour(reference, 'meeting-1'));
      await refunds.sendPending();
    } finally {
      config.baseUrl = baseUrl;
    }
    expect(await refundOf(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'requested', attempts: 2, problem: expect.stringContaining('could not be reached') }));
    expect(await withdrawable(mentor)).toBe(140_000);
    expect(paystackRefunds(reference)).toEqual([]);

    await refunds.sendPending();
    await refunds.sendPending();

    expect(paystackRefunds(reference)).toEqual([{ transaction: reference, amount: 200_000 }]);
    await paystack.settled();
    expect((await refundOf(reference, 'meeting-1'))?.status).toBe('processed');
  });

  it('a refund Paystack refuses for good is marked failed with its reason and not retried; the ledger is left for an operator', async () => {
    const { reference, mentor } = await twoHoursPaid();
    // Someone refunded the whole transaction on Paystack's dashboard: Paystack refuses any more.
    await t.app.get(PaystackClient).refund({ transactionReference: reference });

    await refunds.request(hour(reference, 'meeting-1'));
    await refunds.sendPending();

    expect(await refundOf(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'failed', problem: 'Transaction has been fully reversed' }));
    expect(paystackRefunds(reference)).toHaveLength(2);
    expect(await withdrawable(mentor)).toBe(140_000);
    expect(await ledger.reconcile()).toEqual([]);
  });

  /** Two hours refunded while the webhooks are held back: answers the refund.processed events Paystack would have sent. */
  const twoRefundsSent = async () => {
    const { reference } = await twoHoursPaid();
    paystack.webhookUrl = undefined;
    await refunds.request(hour(reference, 'meeting-1'));
    await refunds.request(hour(reference, 'meeting-2'));
    await paystack.settled();
    paystack.webhookUrl = webhookUrl;
    const processed = paystack.deliveries.filter((d) => d.event === 'refund.processed' && d.data.transaction_reference === reference).map((d) => d.data);
    expect(processed).toHaveLength(2);
    expect(await t.connection.collection('refunds').countDocuments({ paymentReference: reference, status: 'sent' })).toBe(2);
    return { reference, processed };
  };
  const processedCount = (reference: string) => t.connection.collection('refunds').countDocuments({ paymentReference: reference, status: 'processed' });

  it("Paystack's refund webhooks move the state once: failed, then processed, and replays change nothing", async () => {
    const { reference, processed } = await twoRefundsSent();
    const first = (await refundOf(reference, 'meeting-1'))!;
    const firstData = processed.find((data) => String(data.id) === first.paystackRefundId)!;

    for (let i = 0; i < 3; i += 1) {
      expect((await paystack.sendWebhook('refund.failed', { ...firstData, status: 'failed', reason: 'Card closed' })).status).toBe(200);
    }
    expect(await refundOf(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'failed', problem: 'Card closed' }));
    expect((await refundOf(reference, 'meeting-2'))?.status).toBe('sent');
    for (let i = 0; i < 3; i += 1) await paystack.sendWebhook('refund.processed', firstData);
    await paystack.sendWebhook('refund.failed', { ...firstData, status: 'failed', reason: 'Card closed' });
    expect((await refundOf(reference, 'meeting-1'))?.status).toBe('processed');
    expect((await refundOf(reference, 'meeting-2'))?.status).toBe('sent');
  });

  it('refund events that name only the transaction settle one open refund of that amount each, and a replay settles no other', async () => {
    const { reference, processed } = await twoRefundsSent();
    const [a, b] = processed.map(({ id: _id, ...withoutId }) => withoutId);

    for (let i = 0; i < 3; i += 1) expect((await paystack.sendWebhook('refund.processed', a!)).status).toBe(200);
    expect(await processedCount(reference)).toBe(1);
    await paystack.sendWebhook('refund.processed', b!);
    expect(await processedCount(reference)).toBe(2);
  });

  it('property: any burst of part refunds, repeats and withdrawals keeps the sum within the payment, asks Paystack once per accepted part, and reconciles', async () => {
    const request = fc.record({ part: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'all'), amountKobo: fc.oneof(fc.integer({ min: 1, max: 400_000 }), fc.constant(HOUR_KOBO)) });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 280_000 }), async (requests, withdrawnKobo) => {
        const { reference, mentor } = await twoHoursPaid();
        if (withdrawnKobo > 0) await ledger.post([withdrawalMovement(`wd-${reference}`, mentor, withdrawnKobo)]);

        const outcomes = await Promise.allSettled(requests.map((r) => refunds.request({ paymentReference: reference, reason: 'a property', ...r })));

        expect(outcomes.every((o) => o.status === 'fulfilled' || o.reason instanceof RefundNotPossibleError)).toBe(true);
        const claims = await t.connection.collection('refunds').find({ paymentReference: reference }).toArray();
        const claimedKobo = claims.reduce((sum, claim) => sum + (claim.amountKobo as number), 0);
        const refundedInLedger = (await ledger.findByReferencePrefix(`${reference}:`)).filter((m) => m.kind === 'refund').reduce((sum, m) => sum + m.amountKobo, 0);
        expect(claimedKobo).toBeLessThanOrEqual(400_000);
        expect(refundedInLedger).toBe(claimedKobo);
        expect(await payment(reference)).toEqual(expect.objectContaining({ refundedKobo: claimedKobo, status: claimedKobo === 400_000 ? 'refunded' : 'paid' }));
        expect(new Set(claims.map((claim) => claim.part)).size).toBe(claims.length);
        expect(paystackRefunds(reference).map((body) => body?.amount).sort()).toEqual(claims.map((claim) => claim.amountKobo).sort());
        expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBeGreaterThanOrEqual(0);
        expect(await ledger.balanceOf(ACCOUNTS.clearing)).toBe(0);
        expect(await ledger.reconcile()).toEqual([]);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 300_000);
});
