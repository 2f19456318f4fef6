import { ACCOUNT_DELETION_GRACE_DAYS } from '@trail/shared';
import { Types } from 'mongoose';
import { AccountDeletionService } from '../../src/account-deletion/account-deletion.service';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import { paymentMovements } from '../../src/payments/ledger/money-movements';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';

const afterGrace = () => new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * 86_400_000 + 60_000);

/**
 * Security review L8: money that reaches an account during its grace period (a referral share of a referee's
 * renewal, a withdrawal Paystack reversed) keeps the account from being erased; erasing it would delete the
 * bank details and leave the money owed to nobody.
 */
describe('account deletion: money that arrives during the grace period', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not erased while money is owed to it: the erasure waits, the account stays', async () => {
    const referrer = await signUp(t);
    await t.http().post('/api/v1/users/me/deletion').set(bearer(referrer.token)).send({ password: referrer.password }).expect(202);
    // A referee pays during the grace period: the referral share lands in the leaving account's earnings.
    await t.app.get(LedgerService).post(paymentMovements({ reference: `late-${referrer.user._id}`, amountKobo: 500_000, purpose: 'a pathway', referrerId: referrer.user._id }, { platformFeeBps: 3_000, referralShareBps: 1_000 }));
    const deletion = t.app.get(AccountDeletionService);

    expect(await deletion.eraseDue(afterGrace())).toEqual({ erased: 0, waiting: 1 });
    expect(await t.connection.collection('users').findOne({ _id: new Types.ObjectId(referrer.user._id) })).not.toBeNull();
  });
});
