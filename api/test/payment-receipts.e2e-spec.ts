import { DEFAULT_PATHWAY_PRICES_KOBO, type Field, type PathwayPaymentResponse, formatNaira } from '@trail/shared';
import { Types } from 'mongoose';
import type { TestApp } from './create-test-app';
import { bearer } from './factories/accounts';
import { verifiedLearner } from './factories/booking';
import { createPaystackTestApp } from './servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from './servers/paystack-test-server';
import { type SmtpTestServer, smtpTestEnv, startSmtpTestServer } from './servers/smtp-test-server';

const PREMIUM_KOBO = DEFAULT_PATHWAY_PRICES_KOBO[2].full;

/** A receipt for a pathway paid in full, through the local Paystack, its signed webhooks and a real SMTP server. */
describe('payment receipts', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let productDesign: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ ignoreSubjects: ['Confirm your Trail e-mail'] });
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true, env: smtpTestEnv(smtp) }));
    const fields = (await t.http().get('/api/v1/fields').expect(200)).body as Field[];
    productDesign = fields.find((field) => field.slug === 'product-design')!._id;
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  // The subject holds "₦", so it arrives as an encoded word: the text part names the mail instead.
  const receiptsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.text.includes('This is your receipt'));

  it('sends one receipt in the payer’s time zone, however often Paystack replays the webhook', async () => {
    const learner = await verifiedLearner(t, { firstName: '<b>Ada</b>' });
    await t.connection
      .collection('users')
      .updateOne({ _id: new Types.ObjectId(learner.user._id) }, { $set: { timezone: 'America/New_York' } });
    const res = await t.http().post(`/api/v1/payments/initializetransaction/${productDesign}`).set(bearer(learner.token)).send({ plan: 2 });
    expect(res.status).toBe(201);
    const { reference, authorization_url } = (res.body as PathwayPaymentResponse).data;
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();
    const charge = paystack.deliveries.find((one) => one.event === 'charge.success' && one.data.reference === reference)!;
    await Promise.all(Array.from({ length: 10 }, () => paystack.sendWebhook('charge.success', charge.data)));

    const deadline = Date.now() + 10_000;
    while (!receiptsTo(learner.user.email).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const receipts = receiptsTo(learner.user.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;

    const payment = await t.connection.collection('payments').findOne({ reference });
    const amount = `₦${formatNaira(PREMIUM_KOBO)}`;
    expect(receipt!.subject).toMatch(/^=\?UTF-8\?/i);
    expect(receipt!.text).toContain(`Amount: ${amount}`);
    expect(receipt!.text).toContain(`For: ${payment!.description as string}`);
    expect(receipt!.text).toContain(`Reference: ${reference}`);
    expect(receipt!.text).toMatch(/Paid on: \w+day \d+ \w+ \d{4}, \d\d:\d\d \(America\/New_York time\)/);
    expect(receipt!.text).toContain('Hi <b>Ada</b>,');
    expect(receipt!.html).toContain('Hi &lt;b&gt;Ada&lt;/b&gt;,');
    expect(receipt!.html).toContain(reference);
    expect(receipt!.html).toContain(`>Amount</th><td style="padding:4px 0">${amount}</td>`);
    expect(await t.connection.collection('reminderdeliveries').countDocuments({ week: `receipt:${reference}` })).toBe(1);
  });
});
