import { Types } from 'mongoose';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, setAccess, signUp } from './factories/accounts';

describe('GET /referrals/summary: what a referrer brought in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers zeros and no code before the learner makes one', async () => {
    const learner = await signUp(t);
    const res = await t.http().get('/api/v1/referrals/summary').set(bearer(learner.token)).expect(200);
    expect(res.body).toEqual({ signUps: 0, combinedReferrals: 0, earningsKobo: 0 });
    await t.http().get('/api/v1/referrals/summary').expect(401);
  });

  it('counts the people who signed up with the code and, of them, those who paid', async () => {
    const referrer = await signUp(t);
    await setAccess(t, referrer.user._id, { emailVerified: true });
    const { body } = await t.http().get('/api/v1/users/referral').set(bearer(referrer.token)).expect(200);
    const code = body.user.code as string;
    const [payer, browser] = [await signUp(t, { refCode: code }), await signUp(t, { refCode: code })];
    await signUp(t); // someone who came on their own

    // Sign-ups count once their e-mail is verified (tested with the verification flow); the payment is
    // recorded as the checkout would leave it after Paystack confirmed it.
    await t.connection.collection('users').updateOne({ _id: new Types.ObjectId(referrer.user._id) }, { $set: { referred: 2 } });
    const payments = t.connection.collection('payments');
    const paid = { purpose: 'test', amountKobo: 200_000, currency: 'NGN', createdAt: new Date() };
    await payments.insertMany([
      { ...paid, reference: `trl-${new Types.ObjectId().toHexString()}`, user: new Types.ObjectId(payer.user._id), status: 'paid' },
      { ...paid, reference: `trl-${new Types.ObjectId().toHexString()}`, user: new Types.ObjectId(payer.user._id), status: 'paid' },
      { ...paid, reference: `trl-${new Types.ObjectId().toHexString()}`, user: new Types.ObjectId(browser.user._id), status: 'failed' },
    ]);

    const res = await t.http().get('/api/v1/referrals/summary').set(bearer(referrer.token)).expect(200);
    expect(res.body).toEqual({ code, signUps: 2, combinedReferrals: 1, earningsKobo: 0 });
  });
});
