import { DEFAULT_PATHWAY_PRICES_KOBO, type PathwayPaymentResponse, formatNaira } from '@trail/shared';
import { Types } from 'mongoose';
import type { MailMessage } from '../../src/integrations/mail/mail-message';
import { MailService } from '../../src/integrations/mail/mail.service';
import { RefundsService } from '../../src/payments/refunds/refunds.service';
import { MONEY_MAIL_RETRY } from '../../src/receipts/money-mail-retry';
import { PaymentReceiptsService } from '../../src/receipts/payment-receipts.service';
import { RefundNoticesService } from '../../src/receipts/refund-notices.service';
import type { TestApp } from '../support/create-test-app';
import { bearer } from '../support/factories/accounts';
import { verifiedLearner } from '../support/factories/booking';
import { fieldBySlug } from '../support/factories/mentors';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';
import { type SmtpTestServer, smtpTestEnv, startSmtpTestServer } from '../support/servers/smtp-test-server';

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
    productDesign = (await fieldBySlug(t, 'product-design'))._id;
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  // The subject holds "₦", so it arrives as an encoded word: the text part names the mail instead.
  const receiptsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.text.includes('This is your receipt'));
  const refundNoticesTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.text.includes('Your refund has been processed'));
  const eventually = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('never happened');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  /** A verified learner pays for the Premium plan through the local Paystack; answers the payment's reference. */
  const premiumPaid = async (learner: Awaited<ReturnType<typeof verifiedLearner>>) => {
    const res = await t.http().post(`/api/v1/payments/initializetransaction/${productDesign}`).set(bearer(learner.token)).send({ plan: 2 });
    expect(res.status).toBe(201);
    const { reference, authorization_url } = (res.body as PathwayPaymentResponse).data;
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();
    await eventually(async () => (await t.connection.collection('payments').findOne({ reference }))?.status === 'paid');
    return reference;
  };
  const receiptClaim = (reference: string) => t.connection.collection('deliveries').findOne({ week: `receipt:${reference}` });
  const refundClaim = (userId: string) => t.connection.collection('deliveries').findOne({ week: /^refund:/, user: new Types.ObjectId(userId) });
  const later = (date: unknown) => new Date((date as Date).getTime() + 1000);
  const never = () => new Promise<void>(() => undefined);

  /**
   * The process "dies" during the first send of a money mail (its promise never settles, so no outcome
   * is recorded): before the mail reached the SMTP server, or after the server accepted it.
   */
  const crashFirstSend = (kind: string, when: 'before-smtp' | 'after-smtp') => {
    const mail = t.app.get(MailService);
    const send = mail.send.bind(mail);
    let crashed = false;
    return jest.spyOn(mail, 'send').mockImplementation(async (message: MailMessage) => {
      if (crashed || !message.stableId?.startsWith(`${kind}.`)) return send(message);
      crashed = true;
      if (when === 'after-smtp') await send(message);
      return never();
    });
  };

  /** The one receipt arrived, its claim is sent on the second try with no lease left, and a later run sends nothing more. */
  const expectOneReceiptSentOnSecondTry = async (email: string, reference: string, muchLater: Date) => {
    await settle();
    expect(receiptsTo(email)).toHaveLength(1);
    expect(receiptsTo(email)[0]!.text).toContain(`Reference: ${reference}`);
    const sent = (await receiptClaim(reference))!;
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.leaseUntil).toBeUndefined();
    expect(await t.app.get(PaymentReceiptsService).retryFailed(muchLater)).toBe(0);
    await settle();
    expect(receiptsTo(email)).toHaveLength(1);
  };

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
    expect(await t.connection.collection('deliveries').countDocuments({ week: `receipt:${reference}` })).toBe(1);
  });

  it('a receipt the mail server refused at payment goes out once, later, from the retry job, even when two instances run it at once', async () => {
    const learner = await verifiedLearner(t);
    smtp.refusing = true;
    const reference = await premiumPaid(learner);
    await eventually(async () => (await receiptClaim(reference))?.status === 'failed');
    smtp.refusing = false;
    expect(receiptsTo(learner.user.email)).toHaveLength(0);
    const failed = (await receiptClaim(reference))!;
    expect(failed.attempts).toBe(1);

    const receipts = t.app.get(PaymentReceiptsService);
    // Not yet due: the first wait is not over.
    expect(await receipts.retryFailed(new Date())).toBe(0);
    const later = new Date((failed.retryAt as Date).getTime() + 1000);
    const [a, b] = await Promise.all([receipts.retryFailed(later), receipts.retryFailed(later)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    await expectOneReceiptSentOnSecondTry(learner.user.email, reference, new Date(later.getTime() + 24 * 3600_000));
  });

  it('a receipt whose first send a crash cut short goes out once from the job after its lease lapses, even when two instances run it at once', async () => {
    const learner = await verifiedLearner(t);
    const spy = crashFirstSend('receipt', 'before-smtp');
    try {
      const reference = await premiumPaid(learner);
      await eventually(async () => Boolean(await receiptClaim(reference)));
      await eventually(() => spy.mock.calls.length === 1);
      const crashed = (await receiptClaim(reference))!;
      expect(crashed).toMatchObject({ status: 'sending', attempts: 1 });
      const leaseMs = (crashed.leaseUntil as Date).getTime() - (crashed.createdAt as Date).getTime();
      expect(Math.abs(leaseMs - MONEY_MAIL_RETRY.leaseMs)).toBeLessThan(5_000);

      const receipts = t.app.get(PaymentReceiptsService);
      // The lease still holds: the first send may yet finish.
      expect(await receipts.retryFailed(new Date((crashed.leaseUntil as Date).getTime() - 1000))).toBe(0);
      const [a, b] = await Promise.all([receipts.retryFailed(later(crashed.leaseUntil)), receipts.retryFailed(later(crashed.leaseUntil))]);
      expect(a + b).toBe(1);
      await expectOneReceiptSentOnSecondTry(learner.user.email, reference, new Date(Date.now() + 24 * 3600_000));
    } finally {
      spy.mockRestore();
    }
  });

  it('a receipt the server accepted just before a crash is sent again with the same Message-ID, so the inbox can show it once', async () => {
    const learner = await verifiedLearner(t);
    const spy = crashFirstSend('receipt', 'after-smtp');
    try {
      const reference = await premiumPaid(learner);
      await eventually(() => receiptsTo(learner.user.email).length === 1);
      const crashed = (await receiptClaim(reference))!;
      expect(crashed.status).toBe('sending');

      expect(await t.app.get(PaymentReceiptsService).retryFailed(later(crashed.leaseUntil))).toBe(1);
      await eventually(() => receiptsTo(learner.user.email).length === 2);
      const ids = receiptsTo(learner.user.email).map((m) => m.headers['message-id']);
      expect(ids).toEqual([`<receipt.${crashed._id.toString()}@trail.test>`, `<receipt.${crashed._id.toString()}@trail.test>`]);
      expect(await receiptClaim(reference)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      spy.mockRestore();
    }
  });

  it('does not take again a receipt a crash cut short at its last send', async () => {
    const learner = await verifiedLearner(t);
    const leaseUntil = new Date();
    await t.connection.collection('deliveries').insertOne({
      user: new Types.ObjectId(learner.user._id),
      week: 'receipt:trl-crashed-six-times',
      channel: 'email',
      status: 'sending',
      attempts: MONEY_MAIL_RETRY.maxAttempts,
      leaseUntil,
    });
    expect(await t.app.get(PaymentReceiptsService).retryFailed(later(leaseUntil))).toBe(0);
    expect(await receiptClaim('trl-crashed-six-times')).toMatchObject({ status: 'sending', attempts: MONEY_MAIL_RETRY.maxAttempts });
  });

  it('gives up on a receipt after the last attempt the policy allows', async () => {
    const learner = await verifiedLearner(t);
    smtp.refusing = true;
    const reference = await premiumPaid(learner);
    await eventually(async () => (await receiptClaim(reference))?.status === 'failed');
    const receipts = t.app.get(PaymentReceiptsService);
    let now = Date.now();
    for (let attempt = 2; attempt <= MONEY_MAIL_RETRY.maxAttempts + 1; attempt += 1) {
      now += MONEY_MAIL_RETRY.delayMs(attempt) + 1000;
      await receipts.retryFailed(new Date(now));
    }
    smtp.refusing = false;
    const claim = (await receiptClaim(reference))!;
    expect(claim).toMatchObject({ status: 'failed', attempts: MONEY_MAIL_RETRY.maxAttempts });
    expect(claim.retryAt).toBeUndefined();
    expect(await receipts.retryFailed(new Date(now + 365 * 24 * 3600_000))).toBe(0);
    expect(receiptsTo(learner.user.email)).toHaveLength(0);
  });

  it('tells the payer once, in naira with the reference, when a refund is processed, however often Paystack reports it', async () => {
    const learner = await verifiedLearner(t);
    const reference = await premiumPaid(learner);
    await eventually(() => receiptsTo(learner.user.email).length === 1);

    await t.app.get(RefundsService).request({ paymentReference: reference, part: 'all', amountKobo: PREMIUM_KOBO, reason: 'Refunded on request' });
    await eventually(() => refundNoticesTo(learner.user.email).length === 1);
    const processed = paystack.deliveries.find((d) => d.event === 'refund.processed' && d.data.transaction_reference === reference)!;
    for (let i = 0; i < 3; i += 1) await paystack.sendWebhook('refund.processed', processed.data);
    await settle();

    const notices = refundNoticesTo(learner.user.email);
    expect(notices).toHaveLength(1);
    const amount = `₦${formatNaira(PREMIUM_KOBO)}`;
    expect(amount).toBe(`₦${(PREMIUM_KOBO / 100).toLocaleString('en-NG')}`);
    expect(notices[0]!.text).toContain(`Amount refunded: ${amount}`);
    expect(notices[0]!.text).toContain(`Reference: ${reference}`);
    expect(notices[0]!.html).toContain(`>Amount refunded</th><td style="padding:4px 0">${amount}</td>`);
    expect(await t.connection.collection('deliveries').countDocuments({ week: /^refund:/, user: new Types.ObjectId(learner.user._id) })).toBe(1);
  });

  it('a refund notice the mail server refused goes out once, later, from the same job, with the Message-ID of every attempt', async () => {
    const learner = await verifiedLearner(t);
    const reference = await premiumPaid(learner);
    await eventually(() => receiptsTo(learner.user.email).length === 1);
    const mail = t.app.get(MailService);
    const send = jest.spyOn(mail, 'send');
    try {
      smtp.refusing = true;
      await t.app.get(RefundsService).request({ paymentReference: reference, part: 'all', amountKobo: PREMIUM_KOBO, reason: 'Refunded on request' });
      await eventually(async () => (await refundClaim(learner.user._id))?.status === 'failed');
      smtp.refusing = false;
      const failed = (await refundClaim(learner.user._id))!;
      expect(failed.attempts).toBe(1);
      expect(refundNoticesTo(learner.user.email)).toHaveLength(0);

      const notices = t.app.get(RefundNoticesService);
      expect(await notices.retryFailed(new Date())).toBe(0);
      const [a, b] = await Promise.all([notices.retryFailed(later(failed.retryAt)), notices.retryFailed(later(failed.retryAt))]);
      expect(a + b).toBe(1);
      await settle();
      const received = refundNoticesTo(learner.user.email);
      expect(received).toHaveLength(1);
      expect(received[0]!.text).toContain(`Amount refunded: ₦${formatNaira(PREMIUM_KOBO)}`);
      const messageId = `<refund.${failed._id.toString()}@trail.test>`;
      expect(received[0]!.headers['message-id']).toBe(messageId);
      const attempts = send.mock.calls.map(([message]) => message.stableId).filter((id) => id?.startsWith('refund.'));
      expect(attempts).toEqual([`refund.${failed._id.toString()}`, `refund.${failed._id.toString()}`]);
      expect(await refundClaim(learner.user._id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await notices.retryFailed(new Date(Date.now() + 24 * 3600_000))).toBe(0);
    } finally {
      smtp.refusing = false;
      send.mockRestore();
    }
  });
});
