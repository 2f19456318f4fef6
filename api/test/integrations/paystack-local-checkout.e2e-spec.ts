import { PaystackClient } from '../../src/integrations/paystack/paystack.client';
import { LOCAL_PAYSTACK_ACCOUNTS } from '../../../scripts/lib/local-paystack.mjs';
import type { TestApp } from '../support/create-test-app';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

/**
 * The local Paystack `npm start` runs, end to end with the real API: the API's adapter starts a
 * payment, a person chooses at the checkout page, and the signed webhook lands in the API's inbox.
 */
describe('payments through the local Paystack stand-in', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let client: PaystackClient;
  let close: () => Promise<void>;
  const events = () => t.connection.collection('paymentevents');
  const reference = (label: string) => `trail-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    // Transfers stay pending for a second, as on Paystack, so the test can see them before they settle.
    ({ t, paystack, close } = await createPaystackTestApp({ transferDelayMs: 1000, webhooks: true }));
    client = t.app.get(PaystackClient);
  });
  afterAll(() => close?.());

  const start = async (amountKobo: number) => {
    const ref = reference('checkout');
    const init = await client.initializeTransaction({ email: 'ada@trail.ng', amountKobo, reference: ref, callbackUrl: 'http://dashboard.test/payment/done' });
    return { ref, init };
  };

  it('Pay: the checkout shows the amount in naira, returns to the callback, and the signed webhook is stored', async () => {
    const { ref, init } = await start(200_000);
    const checkout = await chooseAtCheckout(init.authorizationUrl, 'pay');
    expect(checkout.page).toContain('Pay ₦2,000.00');
    expect(checkout.page).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
    expect(checkout.page).toMatch(/value="fail"[^>]*>Fail</);
    expect(checkout.page).toMatch(/value="abandon"[^>]*>Abandon</);
    expect(checkout.status).toBe(303);
    expect(checkout.location).toBe(`http://dashboard.test/payment/done?trxref=${ref}&reference=${ref}`);

    expect(paystack.deliveries.find((d) => d.data.reference === ref)).toEqual(expect.objectContaining({ event: 'charge.success', status: 200 }));
    const stored = await events().findOne({ event: 'charge.success', reference: ref });
    expect(stored?.data).toEqual(expect.objectContaining({ status: 'success', amount: 200_000, currency: 'NGN' }));

    expect(await client.verifyTransaction(ref)).toEqual(expect.objectContaining({ status: 'success', amountKobo: 200_000, currency: 'NGN' }));
    const again = await chooseAtCheckout(init.authorizationUrl, 'pay');
    expect(again.status).toBe(410);
    expect(await events().countDocuments({ reference: ref })).toBe(1);
  });

  it('Fail and Abandon: back to the callback, verify says so, and no charge event arrives', async () => {
    for (const [choice, status] of [['fail', 'failed'], ['abandon', 'abandoned']] as const) {
      const { ref, init } = await start(50_000);
      const checkout = await chooseAtCheckout(init.authorizationUrl, choice);
      expect(checkout.location).toBe(`http://dashboard.test/payment/done?trxref=${ref}&reference=${ref}`);
      expect((await client.verifyTransaction(ref)).status).toBe(status);
      expect(await events().countDocuments({ reference: ref })).toBe(0);
    }
  });

  it('transfers settle a moment later through a signed transfer.success or transfer.failed webhook', async () => {
    const paid = await client.createTransferRecipient({ name: 'Ada Mentor', accountNumber: '0123456789', bankCode: '058' });
    const failing = await client.createTransferRecipient({ name: 'Ada Mentor', accountNumber: LOCAL_PAYSTACK_ACCOUNTS.transferFails, bankCode: '058' });
    const good = reference('withdrawal');
    const bad = reference('withdrawal');
    expect((await client.transfer({ amountKobo: 150_000, recipientCode: paid.recipientCode, reference: good })).status).toBe('pending');
    expect((await client.transfer({ amountKobo: 150_000, recipientCode: failing.recipientCode, reference: bad })).status).toBe('pending');
    expect(await events().countDocuments({ reference: { $in: [good, bad] } })).toBe(0);

    await paystack.settled();
    expect(await events().findOne({ reference: good })).toEqual(expect.objectContaining({ event: 'transfer.success' }));
    expect(await events().findOne({ reference: bad })).toEqual(expect.objectContaining({ event: 'transfer.failed' }));
  });

  it('a replayed delivery is answered 200 and stored once', async () => {
    const { ref, init } = await start(10_000);
    await chooseAtCheckout(init.authorizationUrl, 'pay');
    const original = paystack.deliveries.find((d) => d.data.reference === ref);
    for (let i = 0; i < 10; i += 1) {
      expect((await paystack.sendWebhook('charge.success', original?.data ?? {})).status).toBe(200);
    }
    expect(await events().countDocuments({ reference: ref })).toBe(1);
  });
});
