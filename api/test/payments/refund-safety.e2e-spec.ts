import { createHmac } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { paystackConfig, type PaystackConfig } from '../../src/platform/config/paystack.config';
import { PaystackClient } from '../../src/integrations/paystack/paystack.client';
import { CheckoutService } from '../../src/payments/checkout/checkout.service';
import { PaymentPurposes } from '../../src/payments/checkout/payment-purposes';
import { RefundAdoptionService } from '../../src/payments/refunds/refund-adoption.service';
import { RefundFollowUpService } from '../../src/payments/refunds/refund-follow-up.service';
import { RefundOutcomesService } from '../../src/payments/refunds/refund-outcomes.service';
import { type RefundRequest, RefundsService } from '../../src/payments/refunds/refunds.service';
import { Refund } from '../../src/payments/refunds/schemas/refund.schema';
import type { TestApp } from '../support/create-test-app';
import { signUp } from '../support/factories/accounts';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer, TEST_PAYSTACK_SECRET_KEY } from '../support/servers/paystack-test-server';

const HOUR_KOBO = 200_000;
const FOLLOW_UP_DUE = 31 * 60 * 1000;

/**
 * Refunds that cannot be paid twice when an answer is lost, and that are followed to the end when a webhook
 * is (decision 0045). Webhooks are held back throughout, as if they were late or lost.
 */
describe('refunds: never paid twice, always followed up', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let webhookUrl: string | undefined;
  let refunds: RefundsService;
  let paystackClient: PaystackClient;

  beforeAll(async () => {
    ({ t, paystack, close, webhookUrl } = await createPaystackTestApp({ webhooks: true, transferDelayMs: 20 }));
    refunds = t.app.get(RefundsService);
    paystackClient = t.app.get(PaystackClient);
    t.app.get(PaymentPurposes).register({ name: 'test-hours', onConfirmed: async () => undefined });
  });
  afterAll(() => close?.());
  afterEach(() => jest.restoreAllMocks());

  /** A payment of two hours, confirmed by its webhook; the refund webhooks after it are held back. */
  const twoHoursPaid = async () => {
    paystack.webhookUrl = webhookUrl;
    const learner = await signUp(t);
    const { reference, authorizationUrl } = await t.app.get(CheckoutService).start({
      userId: learner.user._id, email: learner.user.email, purpose: 'test-hours', amountKobo: 2 * HOUR_KOBO,
      description: 'two mentoring hours with Ada', callbackUrl: 'http://dashboard.test/paid',
    });
    await chooseAtCheckout(authorizationUrl, 'pay');
    await paystack.settled();
    paystack.webhookUrl = undefined;
    return reference;
  };
  const hour = (paymentReference: string, part: string): RefundRequest => ({ paymentReference, part, amountKobo: HOUR_KOBO, reason: 'Session with Ada cancelled by the mentor' });
  const claim = (paymentReference: string, part: string) => t.connection.collection('refunds').findOne({ paymentReference, part });
  const posted = (reference: string) => paystack.requests.filter((r) => r.method === 'POST' && r.path === '/refund' && r.body?.transaction === reference);
  const atPaystack = async (reference: string) => paystackClient.listRefunds((await paystackClient.verifyTransaction(reference)).id!);
  const withPaystackAt = async <T>(baseUrl: string, act: () => Promise<T>): Promise<T> => {
    const config = t.app.get<PaystackConfig>(paystackConfig.KEY);
    const before = config.baseUrl;
    config.baseUrl = baseUrl;
    try {
      return await act();
    } finally {
      config.baseUrl = before;
    }
  };
  const silenceWarnings = () => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

  it('a refund Paystack accepted but whose answer was lost is adopted on retry, never asked for twice', async () => {
    silenceWarnings();
    const reference = await twoHoursPaid();
    paystack.failNext('POST', '/refund', { handled: true });

    await refunds.request(hour(reference, 'meeting-1'));
    expect(await claim(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'requested', attempts: 1 }));

    await refunds.sendPending();
    await refunds.sendPending();

    const [landed] = await atPaystack(reference);
    expect(posted(reference)).toHaveLength(1);
    expect(await claim(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'sent', attempts: 2, paystackRefundId: landed!.id }));
    expect(await claim(reference, 'meeting-1')).not.toHaveProperty('problem');
    // Paystack's list is asked by the transaction's id, as documented, not by its reference.
    expect(paystack.requests.filter((r) => r.method === 'GET' && r.path === '/refund').at(-1)?.query.transaction).toMatch(/^\d+$/);
  });

  it('an attempt that never reached Paystack is sent once the check finds nothing; while Paystack cannot be asked, nothing is sent', async () => {
    silenceWarnings();
    const reference = await twoHoursPaid();
    paystack.failNext('POST', '/refund');
    await refunds.request(hour(reference, 'meeting-1'));

    await withPaystackAt('http://127.0.0.1:9', () => refunds.sendPending());
    paystack.failNext('GET', '/refund');
    await refunds.sendPending();

    expect(posted(reference)).toHaveLength(1);
    expect(await claim(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'requested', attempts: 3, problem: expect.stringContaining('could not be reached') }));

    await refunds.sendPending();

    expect(posted(reference)).toHaveLength(2);
    const atPaystackNow = await atPaystack(reference);
    expect(atPaystackNow).toEqual([expect.objectContaining({ amountKobo: HOUR_KOBO })]);
    expect(await claim(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'sent', paystackRefundId: atPaystackNow[0]!.id }));
  });

  it.each([
    ['both landed', [true, true]],
    ['one landed', [true, false]],
  ])('two claims of one amount whose first answers were lost (%s) end on two different Paystack refunds that add up to what was claimed', async (_, handled) => {
    silenceWarnings();
    const reference = await twoHoursPaid();
    for (const [i, wasHandled] of handled.entries()) {
      paystack.failNext('POST', '/refund', { handled: wasHandled });
      await refunds.request(hour(reference, `meeting-${i + 1}`));
    }

    await Promise.all([refunds.sendPending(), refunds.sendPending()]);
    await refunds.sendPending();

    const claims = await t.connection.collection('refunds').find({ paymentReference: reference }).toArray();
    const atPaystackNow = await atPaystack(reference);
    expect(claims.map((c) => c.status)).toEqual(['sent', 'sent']);
    expect(new Set(claims.map((c) => c.paystackRefundId)).size).toBe(2);
    expect(claims.map((c) => c.paystackRefundId).sort()).toEqual(atPaystackNow.map((r) => r.id).sort());
    expect(atPaystackNow.reduce((sum, r) => sum + r.amountKobo, 0)).toBe(2 * HOUR_KOBO);
    expect(posted(reference)).toHaveLength(handled.every(Boolean) ? 2 : 3);
  });

  it('the unique index, not the read, keeps one Paystack refund on one claim', async () => {
    const reference = await twoHoursPaid();
    await refunds.request(hour(reference, 'meeting-1'));
    await refunds.request(hour(reference, 'meeting-2'));
    const first = await claim(reference, 'meeting-1');

    await expect(
      t.connection.collection('refunds').updateOne({ paymentReference: reference, part: 'meeting-2' }, { $set: { paystackRefundId: first!.paystackRefundId } }),
    ).rejects.toMatchObject({ code: 11000 });
  });

  it.each([
    ['refund.pending', 'sent'],
    ['refund.processed', 'processed'],
  ])('a %s webhook racing the adoption of its refund answers 200 and speaks for the claim that adopted it', async (event, status) => {
    silenceWarnings();
    const reference = await twoHoursPaid();
    for (const part of ['meeting-1', 'meeting-2']) await withPaystackAt('http://127.0.0.1:9', () => refunds.request(hour(reference, part)));
    // Paystack accepted a refund of that amount whose answer never came back.
    const landed = await paystackClient.refund({ transactionReference: reference, amountKobo: HOUR_KOBO });
    // The webhook reads (its refund id is nobody's yet), then the adoption writes, then the webhook writes.
    const model = t.app.get<Model<Refund>>(getModelToken(Refund.name));
    const exists = model.exists.bind(model);
    let looked!: () => void;
    const adopted = new Promise<void>((resolve) => (looked = resolve)).then(async () => {
      await t.app.get(RefundAdoptionService).adoptLanded((await claim(reference, 'meeting-2')) as never);
    });
    jest.spyOn(model, 'exists').mockImplementationOnce(((filter: Parameters<typeof model.exists>[0]) =>
      exists(filter).then(async (found) => {
        looked();
        await adopted;
        return found;
      })) as never);
    const raw = JSON.stringify({
      event,
      data: { id: Number(landed!.id), status: status === 'sent' ? 'pending' : status, transaction_reference: reference, refund_reference: 'RFD-race', amount: HOUR_KOBO, currency: 'NGN' },
    });
    const signature = createHmac('sha512', TEST_PAYSTACK_SECRET_KEY).update(raw).digest('hex');

    const [answer] = await Promise.all([
      t.http().post('/api/v1/payments/webhook').set('Content-Type', 'application/json').set('x-paystack-signature', signature).send(raw),
      adopted,
    ]);

    expect(answer.status).toBe(200);
    expect(await claim(reference, 'meeting-2')).toEqual(expect.objectContaining({ status, paystackRefundId: landed!.id }));
    expect(await claim(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'requested' }));
    expect(await claim(reference, 'meeting-1')).not.toHaveProperty('paystackRefundId');
  });

  it('the plain paystackRefundId index of before is dropped at start, the unique one kept', async () => {
    const collection = t.connection.collection('refunds');
    await collection.createIndex({ paystackRefundId: 1 }, { sparse: true, name: 'paystackRefundId_1' });

    await refunds.onModuleInit();

    expect((await collection.indexes()).filter((index) => index.key.paystackRefundId)).toEqual([
      expect.objectContaining({ name: 'paystackRefundId_unique', unique: true }),
    ]);
  });

  it('a sent refund whose webhook never comes is asked about and settled: processed, or failed for an operator; a processed one never moves', async () => {
    const followUp = t.app.get(RefundFollowUpService);
    const reference = await twoHoursPaid();
    await refunds.request(hour(reference, 'meeting-1'));
    paystack.refundOutcome = 'failed';
    await refunds.request(hour(reference, 'meeting-2'));
    paystack.refundOutcome = 'processed';
    await paystack.settled();
    const due = new Date(Date.now() + FOLLOW_UP_DUE);

    await followUp.followUpSent(new Date());
    expect(paystack.requests.filter((r) => r.path.startsWith('/refund/'))).toEqual([]);
    silenceWarnings();
    await withPaystackAt('http://127.0.0.1:9', () => followUp.followUpSent(due));
    expect((await claim(reference, 'meeting-1'))?.status).toBe('sent');

    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await followUp.followUpSent(due);

    expect((await claim(reference, 'meeting-1'))?.status).toBe('processed');
    expect(await claim(reference, 'meeting-2')).toEqual(expect.objectContaining({ status: 'failed', problem: 'Paystack reports the refund failed' }));
    expect(errors).toHaveBeenCalledWith(
      `Refund of ${HOUR_KOBO} kobo for ${reference} (meeting-2) failed at Paystack: Paystack reports the refund failed. Needs an operator (docs/decisions/0041-refunds.md).`,
    );
    const processed = await claim(reference, 'meeting-1');
    expect(await t.app.get(RefundOutcomesService).onPaystackAnswer(processed!._id, { status: 'failed' })).toBe(false);
    expect((await claim(reference, 'meeting-1'))?.status).toBe('processed');
  });

  it('a sent refund whose Paystack id was never stored is found by the transaction, adopted by amount, then settled', async () => {
    const followUp = t.app.get(RefundFollowUpService);
    const reference = await twoHoursPaid();
    await refunds.request(hour(reference, 'meeting-1'));
    await refunds.request(hour(reference, 'meeting-2'));
    const owned = (await claim(reference, 'meeting-2'))!.paystackRefundId;
    // Paystack accepted it, Trail never stored the id.
    await t.connection.collection('refunds').updateOne({ paymentReference: reference, part: 'meeting-1' }, { $unset: { paystackRefundId: 1 } });
    await paystack.settled();

    await followUp.followUpSent(new Date(Date.now() + FOLLOW_UP_DUE));

    const [landed] = (await atPaystack(reference)).filter((r) => r.id !== owned);
    expect(await claim(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'processed', paystackRefundId: landed!.id }));
    expect(await claim(reference, 'meeting-2')).toEqual(expect.objectContaining({ status: 'processed', paystackRefundId: owned }));
    expect(paystack.requests.filter((r) => r.method === 'GET' && r.path === `/refund/${landed!.id}`)).toHaveLength(1);
    expect(posted(reference)).toHaveLength(2);
  });

  it('a sending lock another instance holds keeps the claim; one a crash left lapses and the retry sends it', async () => {
    silenceWarnings();
    const reference = await twoHoursPaid();
    await withPaystackAt('http://127.0.0.1:9', () => refunds.request(hour(reference, 'meeting-1')));
    const lock = (until: Date) => t.connection.collection('refunds').updateOne({ paymentReference: reference, part: 'meeting-1' }, { $set: { sendingUntil: until } });

    await lock(new Date(Date.now() + 60_000));
    await refunds.sendPending();
    expect(posted(reference)).toHaveLength(0);
    expect(await claim(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'requested', attempts: 1 }));

    await lock(new Date(Date.now() - 1));
    await refunds.sendPending();
    expect(posted(reference)).toHaveLength(1);
    expect(await claim(reference, 'meeting-1')).toEqual(expect.objectContaining({ status: 'sent', attempts: 2 }));
  });
});
