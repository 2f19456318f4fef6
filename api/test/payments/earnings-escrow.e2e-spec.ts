import { type Balances, earningsReleaseAt, MEETING_PRICE_KOBO, type PendingEarning, type UserResponse } from '@trail/shared';
import { Types } from 'mongoose';
import { EarningsReleaseService } from '../../src/payments/earnings-release/earnings-release.service';
import { ACCOUNTS } from '../../src/payments/ledger/ledger-accounts';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import type { TestApp } from '../support/create-test-app';
import { bearer, setAccess, type SignedUp } from '../support/factories/accounts';
import { endBankPause } from '../support/factories/bank-accounts';
import { bookingBody, freeHours, holdAndPay, meetingsOf, mentorWithSlots, verifiedLearner } from '../support/factories/booking';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

const GTB = { bankName: 'Guaranty Trust Bank', bankCode: '058' };
const MENTOR_SHARE = 140_000;
const REFERRAL_SHARE = 20_000;

/**
 * The review's high finding (security-review H1): a session's earnings wait in pending until it has
 * happened and its dispute window has passed, so a mentor cannot withdraw for a session, cancel it and
 * leave Trail's fees to refund the learner (decision 0073). Through the real booking, on the local Paystack.
 */
describe('earnings held until the session has happened', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let ledger: LedgerService;
  let release: EarningsReleaseService;
  let mentor: SignedUp & { username: string };
  let accomplice: SignedUp;

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true, transferDelayMs: 30 }));
    ledger = t.app.get(LedgerService);
    release = t.app.get(EarningsReleaseService);
    mentor = await mentorWithSlots(
      t,
      [
        { day: 1, hour: 9, minute: 0, timezone: 'Africa/Lagos' },
        { day: 3, hour: 15, minute: 0, timezone: 'Africa/Lagos' },
        { day: 5, hour: 11, minute: 0, timezone: 'Africa/Lagos' },
      ],
      { firstName: 'Tunde', lastName: 'Bello' },
    );
    await setAccess(t, mentor.user._id, { emailVerified: true });
    // The attack: the mentor's own second mailbox books with the mentor's referral code.
    await t.http().get('/api/v1/users/referral').set(bearer(mentor.token)).expect(200);
    const { code } = (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(mentor.user._id) }))!;
    accomplice = await verifiedLearner(t, { refCode: code as string });
    const { accountName } = (await t.http().post('/api/v1/payments/resolveaccount').set(bearer(mentor.token)).send({ accountNumber: '0123456789', bankCode: GTB.bankCode })).body;
    await t.http().put('/api/v1/payments/bankdetails').set(bearer(mentor.token)).send({ accountNumber: '0123456789', accountName, ...GTB, password: mentor.password }).expect(200);
    await endBankPause(t, mentor.user._id);
  });
  afterAll(() => close?.());

  async function paidHours(count: number): Promise<{ reference: string; meetings: { _id: Types.ObjectId; endsAt: Date }[] }> {
    const hours = (await freeHours(t, mentor.username)).slice(0, count);
    const { reference, authorization_url } = await holdAndPay(t, accomplice.token, bookingBody(mentor.user._id, hours));
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();
    const meetings = (await meetingsOf(t, { paymentReference: reference })) as unknown as { _id: Types.ObjectId; endsAt: Date }[];
    return { reference, meetings };
  }

  const balances = (who: SignedUp) => t.http().get('/api/v1/payments/balance').set(bearer(who.token)).then((res) => res.body as Balances);
  const pending = (who: SignedUp) => t.http().get('/api/v1/payments/pending').set(bearer(who.token)).then((res) => res.body as PendingEarning[]);
  const withdraw = (naira: number) => t.http().post('/api/v1/payments/transfer').set(bearer(mentor.token)).send({ amount: naira });

  it('keeps a paid session’s shares pending, not withdrawable, and says when they arrive', async () => {
    const before = await balances(mentor);
    const { meetings } = await paidHours(1);

    const after = await balances(mentor);
    expect(after.withdrawableKobo).toBe(before.withdrawableKobo);
    // The mentor's share and, as the accomplice's referrer, the referral share.
    expect(after.pendingKobo - before.pendingKobo).toBe(MENTOR_SHARE + REFERRAL_SHARE);
    expect(await pending(mentor)).toContainEqual({
      amountKobo: MENTOR_SHARE + REFERRAL_SHARE,
      releaseAt: earningsReleaseAt(meetings[0]!.endsAt).toISOString(),
    });
    const me = (await t.http().get('/api/v1/users/me').set(bearer(mentor.token)).expect(200)).body as UserResponse;
    expect({ mentorBalance: me.user.mentorBalance, pendingBalance: me.user.pendingBalance }).toEqual({ mentorBalance: after.withdrawableKobo, pendingBalance: after.pendingKobo });
    const res = await withdraw(MENTOR_SHARE / 100);
    expect(res.status).toBe(400);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('gives the learner everything back from pending when the mentor cancels: the mentor keeps nothing and Trail’s fees pay nothing', async () => {
    const { reference, meetings } = await paidHours(1);
    const before = await balances(mentor);
    const feesBefore = await ledger.balanceOf(ACCOUNTS.fees);

    await t.http().post(`/api/v1/meetings/${meetings[0]!._id.toHexString()}/cancel`).set(bearer(mentor.token)).send({}).expect(200);

    const after = await balances(mentor);
    expect(after.pendingKobo).toBe(before.pendingKobo - MENTOR_SHARE - REFERRAL_SHARE);
    expect(after.withdrawableKobo).toBe(before.withdrawableKobo);
    // Trail gives back its own fee of that hour, and covers nobody's share.
    expect(feesBefore - (await ledger.balanceOf(ACCOUNTS.fees))).toBe(MEETING_PRICE_KOBO - MENTOR_SHARE - REFERRAL_SHARE);
    const entries = await ledger.findByReferencePrefix(`${reference}:`);
    expect(entries.filter((entry) => entry.reference.endsWith('-covered'))).toEqual([]);
    expect(entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amountKobo)).toEqual([MEETING_PRICE_KOBO]);
    // Nothing of it is released later.
    await release.releaseDue(new Date(earningsReleaseAt(meetings[0]!.endsAt).getTime() + 1));
    const released = (await ledger.findByReferencePrefix(`${reference}:`)).filter((entry) => entry.reference.endsWith('-release'));
    expect(released).toEqual([]);
    expect(await t.connection.collection('earningholds').findOne({ paymentReference: reference })).toMatchObject({ status: 'reversed' });
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('releases a session’s earnings once it has ended and 48 hours have passed, once however often the job runs, and then they can be withdrawn', async () => {
    const { meetings } = await paidHours(1);
    const releaseAt = earningsReleaseAt(meetings[0]!.endsAt);
    // Sessions that end earlier are released first (the first test's); this one is not yet.
    await release.releaseDue(new Date(releaseAt.getTime() - 1));
    const before = await balances(mentor);
    expect((await pending(mentor)).map((one) => one.releaseAt)).toContain(releaseAt.toISOString());

    const runs = await Promise.all([release.releaseDue(releaseAt), release.releaseDue(releaseAt), release.releaseDue(releaseAt)]);
    expect(runs.reduce((sum, released) => sum + released, 0)).toBeGreaterThanOrEqual(1);
    const after = await balances(mentor);
    expect(after.withdrawableKobo - before.withdrawableKobo).toBe(MENTOR_SHARE + REFERRAL_SHARE);
    expect(before.pendingKobo - after.pendingKobo).toBe(MENTOR_SHARE + REFERRAL_SHARE);
    expect(after.totalEarnedKobo - before.totalEarnedKobo).toBe(MENTOR_SHARE + REFERRAL_SHARE);
    expect((await pending(mentor)).map((one) => one.releaseAt)).not.toContain(releaseAt.toISOString());

    await withdraw(MENTOR_SHARE / 100).expect(201);
    expect(await ledger.reconcile()).toEqual([]);
    expect(await ledger.balanceOf(ACCOUNTS.fees)).toBeGreaterThanOrEqual(0);
  });
});
