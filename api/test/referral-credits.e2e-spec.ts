import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { CheckoutService } from '../src/payments/checkout/checkout.service';
import { PaymentPurposes } from '../src/payments/checkout/payment-purposes';
import { LedgerService } from '../src/payments/ledger/ledger.service';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from './factories/accounts';
import { scopedEnv } from './servers/scoped-env';
import { chooseAtCheckout, type PaystackTestServer, startPaystackTestServer } from './servers/paystack-test-server';

const HOUR_KOBO = 200_000;

/** A referrer earns 10 % of what the people they brought in pay, once per payment, only if it is really someone else. */
describe('referral credits', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let restoreEnv: () => void;
  let checkout: CheckoutService;
  let ledger: LedgerService;
  const mentor = new Types.ObjectId().toString();

  beforeAll(async () => {
    paystack = await startPaystackTestServer();
    const scoped = scopedEnv(paystack.env);
    restoreEnv = scoped.restore;
    t = await createTestApp({ env: scoped.env });
    await t.app.listen(0, '127.0.0.1');
    paystack.webhookUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/v1/payments/webhook`;
    checkout = t.app.get(CheckoutService);
    ledger = t.app.get(LedgerService);
    t.app.get(PaymentPurposes).register({ name: 'test-hour', onConfirmed: async () => undefined });
  });
  afterAll(async () => {
    await t?.close();
    await paystack.close();
    restoreEnv();
  });

  async function referrer(overrides: { verified?: boolean; email?: string; phone?: string } = {}) {
    const account = await signUp(t, overrides.email ? { email: overrides.email } : {});
    await setAccess(t, account.user._id, { emailVerified: overrides.verified ?? true });
    if (overrides.phone) await t.http().put('/api/v1/users/me').set(bearer(account.token)).send({ phone: overrides.phone }).expect(200);
    const { body } = await t.http().get('/api/v1/users/referral').set(bearer(account.token)).expect(200);
    return { ...account, code: body.user.code as string };
  }

  async function pay(payer: SignedUp): Promise<string> {
    const { reference, authorizationUrl } = await checkout.start({
      userId: payer.user._id,
      email: payer.user.email,
      purpose: 'test-hour',
      amountKobo: HOUR_KOBO,
      description: 'a mentoring hour',
      mentorId: mentor,
      callbackUrl: 'http://dashboard.test/payment',
    });
    await chooseAtCheckout(authorizationUrl, 'pay');
    await paystack.settled();
    return reference;
  }

  const earnings = async (userId: string) => (await ledger.balancesOf(userId)).referralEarningsKobo;

  it('credits a verified referrer 10 % from Trail’s fee, once however often Paystack reports it', async () => {
    const ada = await referrer();
    const payer = await signUp(t, { refCode: ada.code });
    const reference = await pay(payer);
    const delivery = paystack.deliveries.find((d) => d.event === 'charge.success' && d.data.reference === reference)!;
    for (let i = 0; i < 10; i += 1) await paystack.sendWebhook('charge.success', delivery.data);

    expect(await earnings(ada.user._id)).toBe(20_000);
    expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBeGreaterThanOrEqual(140_000);
    const movements = await ledger.findByReferencePrefix(`${reference}:`);
    expect(movements.map((m) => [m.kind, m.amountKobo]).sort()).toEqual(
      [['mentor_credit', 140_000], ['payment_received', HOUR_KOBO], ['platform_fee', 40_000], ['referral_credit', 20_000]].sort(),
    );
    expect(await ledger.reconcile()).toEqual([]);
    const summary = await t.http().get('/api/v1/referrals/summary').set(bearer(ada.token)).expect(200);
    expect(summary.body).toMatchObject({ combinedReferrals: 1, earningsKobo: 20_000 });
  });

  it('pays nothing for a referrer whose e-mail is not verified', async () => {
    const unverified = await referrer({ verified: false });
    await pay(await signUp(t, { refCode: unverified.code }));
    expect(await earnings(unverified.user._id)).toBe(0);
  });

  it('pays nothing when the payer is the referrer under another address or with the same phone', async () => {
    const gmail = await referrer({ email: `ada.obi.${Date.now()}@gmail.com` });
    const alias = gmail.user.email.replace('ada.obi.', 'adaobi.').replace('@gmail.com', '+second@gmail.com');
    await pay(await signUp(t, { refCode: gmail.code, email: alias }));
    expect(await earnings(gmail.user._id)).toBe(0);

    const phoned = await referrer({ phone: '0803 555 0101' });
    const twin = await signUp(t, { refCode: phoned.code });
    await t.http().put('/api/v1/users/me').set(bearer(twin.token)).send({ phone: '+2348035550101' }).expect(200);
    await pay(twin);
    expect(await earnings(phoned.user._id)).toBe(0);
  });
});
