import type { Balances, ReferralSummary } from '@trail/shared';
import { Types } from 'mongoose';
import { CheckoutService } from '../../src/payments/checkout/checkout.service';
import { PaymentPurposes } from '../../src/payments/checkout/payment-purposes';
import { ACCOUNTS } from '../../src/payments/ledger/ledger-accounts';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import type { TestApp } from '../support/create-test-app';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

/** Referral credits: 10 % of a referee's payment, from Trail's part, once, for a verified referrer who is someone else. */
describe('referral credits and GET /referrals/summary', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let checkout: CheckoutService;
  let ledger: LedgerService;

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    checkout = t.app.get(CheckoutService);
    ledger = t.app.get(LedgerService);
    t.app.get(PaymentPurposes).register({ name: 'test-pathway', onConfirmed: async () => undefined });
  });
  afterAll(() => close?.());

  const users = () => t.connection.collection('users');
  const referrerAndReferee = async (options: { verified?: boolean; referrerEmail?: string; refereeEmail?: string } = {}) => {
    const referrer = await signUp(t, options.referrerEmail ? { email: options.referrerEmail } : {});
    await setAccess(t, referrer.user._id, { emailVerified: options.verified ?? true });
    await t.http().get('/api/v1/users/referral').set(bearer(referrer.token)).expect(200);
    const { code } = (await users().findOne({ _id: new Types.ObjectId(referrer.user._id) }))!;
    const referee = await signUp(t, { refCode: code as string, ...(options.refereeEmail ? { email: options.refereeEmail } : {}) });
    return { referrer, referee };
  };
  /** The referee pays ₦2,000 for a pathway through the local Paystack; the charge.success webhook is then replayed ×10. */
  const pay = async (payer: SignedUp, mentorId?: string) => {
    const { reference, authorizationUrl } = await checkout.start({
      userId: payer.user._id, email: payer.user.email, purpose: 'test-pathway', amountKobo: 200_000, description: 'a pathway', mentorId, callbackUrl: 'http://dashboard.test/paid',
    });
    await chooseAtCheckout(authorizationUrl, 'pay');
    await paystack.settled();
    const delivery = paystack.deliveries.find((d) => d.event === 'charge.success' && d.data.reference === reference)!;
    await Promise.all(Array.from({ length: 10 }, () => paystack.sendWebhook('charge.success', delivery.data)));
    return reference;
  };
  const balances = async (who: SignedUp) => (await t.http().get('/api/v1/payments/balance').set(bearer(who.token))).body as Balances;
  const summary = async (who: SignedUp) => (await t.http().get('/api/v1/referrals/summary').set(bearer(who.token))).body as ReferralSummary;

  it('credits the verified referrer 10 % once, however often Paystack reports the payment', async () => {
    const { referrer, referee } = await referrerAndReferee();
    const reference = await pay(referee);

    expect(await ledger.findByReferencePrefix(`${reference}:referral`)).toEqual([
      expect.objectContaining({ kind: 'referral_credit', amountKobo: 20_000, credit: `user:${referrer.user._id}:earnings` }),
    ]);
    expect(await balances(referrer)).toEqual({ withdrawableKobo: 20_000, pendingKobo: 0, totalEarnedKobo: 20_000, referralEarningsKobo: 20_000 });
    await pay(referee);
    expect(await summary(referrer)).toEqual({ code: expect.any(String), signUps: 0, combinedReferrals: 1, earningsKobo: 40_000 });
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('comes out of Trail’s part of a mentoring payment, never the mentor’s', async () => {
    const { referrer, referee } = await referrerAndReferee();
    const mentor = new Types.ObjectId().toString();
    const reference = await pay(referee, mentor);
    const parts = Object.fromEntries((await ledger.findByReferencePrefix(`${reference}:`)).map((m) => [m.kind, m.amountKobo]));
    expect(parts).toEqual({ payment_received: 200_000, mentor_credit: 140_000, platform_fee: 40_000, referral_credit: 20_000 });
    expect((await balances(referrer)).referralEarningsKobo).toBe(20_000);
  });

  it('a refund takes the credit back', async () => {
    const { referrer, referee } = await referrerAndReferee();
    const reference = await pay(referee);
    await ledger.refund(reference);
    expect(await balances(referrer)).toEqual({ withdrawableKobo: 0, pendingKobo: 0, totalEarnedKobo: 0, referralEarningsKobo: 0 });
    expect((await summary(referrer)).earningsKobo).toBe(0);
    expect(await ledger.balanceOf(ACCOUNTS.clearing)).toBe(0);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('no credit for an unverified referrer', async () => {
    const { referrer, referee } = await referrerAndReferee({ verified: false });
    const reference = await pay(referee);
    expect(await ledger.findByReferencePrefix(`${reference}:referral`)).toEqual([]);
    expect((await ledger.findByReferencePrefix(`${reference}:fee`))[0]?.amountKobo).toBe(200_000);
    expect(await summary(referrer)).toEqual(expect.objectContaining({ combinedReferrals: 0, earningsKobo: 0 }));
  });

  it('no credit to oneself, or to a second account with the same Gmail mailbox, phone or bank account', async () => {
    const self = await signUp(t);
    await setAccess(t, self.user._id, { emailVerified: true });
    await users().updateOne({ _id: new Types.ObjectId(self.user._id) }, { $set: { referredBy: new Types.ObjectId(self.user._id) } });

    const id = Math.random().toString(36).slice(2, 8);
    const gmail = await referrerAndReferee({ referrerEmail: `ada.obi.${id}@gmail.com`, refereeEmail: `adaobi${id}+second@gmail.com` });

    const phone = await referrerAndReferee();
    for (const who of [phone.referrer, phone.referee]) await users().updateOne({ _id: new Types.ObjectId(who.user._id) }, { $set: { phone: '+2348012345678' } });

    const bank = await referrerAndReferee();
    for (const who of [bank.referrer, bank.referee]) {
      await t.connection.collection('bankaccounts').insertOne({
        user: new Types.ObjectId(who.user._id), accountName: 'ADAEZE OKONKWO', accountNumber: '0123456789', bankName: 'Guaranty Trust Bank', bankCode: '058', recipientCode: 'RCP_x',
      });
    }

    for (const payer of [self, gmail.referee, phone.referee, bank.referee]) {
      const reference = await pay(payer);
      expect(await ledger.findByReferencePrefix(`${reference}:referral`)).toEqual([]);
    }
    for (const referrer of [self, gmail.referrer, phone.referrer, bank.referrer]) expect((await balances(referrer)).referralEarningsKobo).toBe(0);
  });

  it('summary for someone who referred nobody', async () => {
    const loner = await signUp(t);
    expect(await summary(loner)).toEqual({ signUps: 0, combinedReferrals: 0, earningsKobo: 0 });
    expect((await t.http().get('/api/v1/referrals/summary')).status).toBe(401);
  });
});
