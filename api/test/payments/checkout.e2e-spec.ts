import type { ClientSession } from 'mongoose';
import { Types } from 'mongoose';
import { CheckoutService } from '../../src/payments/checkout/checkout.service';
import { type ConfirmedCheckout, PaymentPurposes } from '../../src/payments/checkout/payment-purposes';
import { ACCOUNTS } from '../../src/payments/ledger/ledger-accounts';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import type { TestApp } from '../support/create-test-app';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { bearer, signUp, type SignedUp } from '../support/factories/accounts';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

/** Checkout end to end: the real app, the local Paystack, and a purpose that records what it was told. */
describe('checkout: a payment counts only when Paystack confirms exactly what was asked', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let webhookUrl: string | undefined;
  let checkout: CheckoutService;
  let ledger: LedgerService;
  let learner: SignedUp;
  const confirmed: ConfirmedCheckout[] = [];
  let failNextConfirmation = false;
  const mentor = new Types.ObjectId().toString();

  beforeAll(async () => {
    ({ t, paystack, close, webhookUrl } = await createPaystackTestApp({ webhooks: true }));
    checkout = t.app.get(CheckoutService);
    ledger = t.app.get(LedgerService);
    t.app.get(PaymentPurposes).register({
      name: 'test-hour',
      onConfirmed: async (done: ConfirmedCheckout, _session: ClientSession) => {
        if (failNextConfirmation) {
          failNextConfirmation = false;
          throw new Error('the purpose could not be fulfilled');
        }
        confirmed.push(done);
      },
    });
    learner = await signUp(t);
  });
  afterAll(() => close?.());

  const start = () =>
    checkout.start({
      userId: learner.user._id,
      email: learner.user.email,
      purpose: 'test-hour',
      amountKobo: 200_000,
      description: 'a mentoring hour with Ada',
      mentorId: mentor,
      subject: { slot: 'mon-10' },
      callbackUrl: 'http://dashboard.test/payment',
    });
  const statusOf = (reference: string) => t.http().get(`/api/v1/payments/verify/${reference}`).set(bearer(learner.token));

  it('Pay: the signed webhook confirms once, the ledger pays the mentor, the purpose acts once, replays change nothing', async () => {
    const { reference, authorizationUrl } = await start();
    await chooseAtCheckout(authorizationUrl, 'pay');
    await paystack.settled();
    const delivery = paystack.deliveries.find((d) => d.event === 'charge.success' && d.data.reference === reference)!;
    for (let i = 0; i < 10; i += 1) expect((await paystack.sendWebhook('charge.success', delivery.data)).status).toBe(200);

    expect((await statusOf(reference)).body).toEqual({ status: 'paid' });
    expect(confirmed.filter((done) => done.reference === reference)).toEqual([
      { reference, userId: learner.user._id, amountKobo: 200_000, subject: { slot: 'mon-10' } },
    ]);
    expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBe(140_000);
    expect(await ledger.findByReferencePrefix(`${reference}:`)).toHaveLength(3);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('a lost webhook loses nothing: the page Paystack returns to verifies and confirms', async () => {
    paystack.webhookUrl = undefined;
    const { reference, authorizationUrl } = await start();
    await chooseAtCheckout(authorizationUrl, 'pay');

    const res = await statusOf(reference);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'paid' });
    expect(confirmed.some((done) => done.reference === reference)).toBe(true);
    paystack.webhookUrl = webhookUrl;
  });

  it('a report of another amount or currency credits nothing', async () => {
    const { reference } = await start();
    for (const lie of [{ amount: 100 }, { currency: 'USD' }]) {
      const res = await paystack.sendWebhook('charge.success', { reference, status: 'success', amount: 200_000, currency: 'NGN', ...lie });
      expect(res.status).toBe(200);
    }

    expect(await ledger.findByReferencePrefix(`${reference}:`)).toEqual([]);
    expect(confirmed.some((done) => done.reference === reference)).toBe(false);
    expect(await t.connection.collection('payments').findOne({ reference })).toEqual(
      expect.objectContaining({ status: 'pending', problem: 'Paystack reported 200000 USD, not 200000 NGN' }),
    );
  });

  it('Fail: verify says failed and nobody is paid', async () => {
    const { reference, authorizationUrl } = await start();
    await chooseAtCheckout(authorizationUrl, 'fail');

    expect((await statusOf(reference)).body).toEqual({ status: 'failed' });
    expect(await ledger.findByReferencePrefix(`${reference}:`)).toEqual([]);
  });

  it('a purpose that cannot act undoes the whole confirmation; Paystack delivers again and it counts then, once', async () => {
    const fees = await ledger.balanceOf(ACCOUNTS.fees);
    failNextConfirmation = true;
    const { reference } = await start();

    const report = { reference, status: 'success', amountKobo: 200_000, currency: 'NGN' };
    await expect(checkout.confirm(report)).rejects.toThrow('the purpose could not be fulfilled');
    expect(await t.connection.collection('payments').findOne({ reference })).toEqual(expect.objectContaining({ status: 'pending' }));
    expect(await ledger.balanceOf(ACCOUNTS.fees)).toBe(fees);
    expect(confirmed.some((done) => done.reference === reference)).toBe(false);

    // The webhook answers 500 while the purpose fails, so Paystack delivers again; then it counts.
    const delivered = await paystack.sendWebhook('charge.success', { reference, status: 'success', amount: 200_000, currency: 'NGN' });
    expect(delivered.status).toBe(200);
    expect((await statusOf(reference)).body).toEqual({ status: 'paid' });
    expect(confirmed.filter((done) => done.reference === reference)).toHaveLength(1);
    expect(await ledger.balanceOf(ACCOUNTS.fees)).toBe(fees + 60_000);
  });

  it("answers only the payer, and refuses what is not a Trail reference", async () => {
    const { reference } = await start();
    const other = await signUp(t);

    expect((await t.http().get(`/api/v1/payments/verify/${reference}`).set(bearer(other.token))).status).toBe(404);
    expect((await t.http().get(`/api/v1/payments/verify/${reference}`)).status).toBe(401);
    const bad = await statusOf('../../users');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect((await statusOf('trl-nope')).body).toEqual({ error: 'That is not a Trail payment reference' });
  });
});
