import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_DELETION_GRACE_DAYS, ACCOUNT_DELETION_MESSAGES, type AccountDeletionResponse, type AuthResponse } from '@trail/shared';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { AccountDeletionService } from '../../src/account-deletion/account-deletion.service';
import { DEMO_LEARNER, DEMO_PASSWORD } from '../../src/demo/demo-data';
import { LearningErasure } from '../../src/learning/learning-erasure.service';
import { EarningsReleaseService } from '../../src/payments/earnings-release/earnings-release.service';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import { paymentMovements } from '../../src/payments/ledger/money-movements';
import { DeliveryClaims } from '../../src/outbox/delivery-claims.service';
import { DeletionRecords } from '../../src/users';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { leftoversOf } from '../support/erasure-scan';
import { bearer, signUp, type SignedUp } from '../support/factories/accounts';
import { endBankPause } from '../support/factories/bank-accounts';
import { bookingBody, freeHours, holdAndPay, mentorWithSlots, verifiedLearner } from '../support/factories/booking';
import { bookedMeeting, HOUR_MS } from '../support/factories/meetings';
import { grantPathway } from '../support/factories/pathways';
import { takeSkillTest } from '../support/factories/skill-tests';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';

const DAY_MS = 86_400_000;
const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * DAY_MS;
const afterGrace = () => new Date(Date.now() + GRACE_MS + 60_000);
const requestDeletion = (t: TestApp, who: SignedUp, password = who.password) =>
  t.http().post('/api/v1/users/me/deletion').set(bearer(who.token)).send({ password });
const userDoc = (t: TestApp, id: string) => t.connection.collection('users').findOne({ _id: new Types.ObjectId(id) });

describe('account deletion: the request, the grace period, and signing in to undo it', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'trail-deletion-'));
    t = await createTestApp({ env: { DEMO_DATA: 'true', DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    delete process.env.DEMO_DATA;
    delete process.env.DATA_DIR;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a wrong or missing password, and a demo account, changing nothing', async () => {
    const learner = await signUp(t);
    const wrong = await requestDeletion(t, learner, 'not-my-password').expect(403);
    expect(wrong.body).toEqual({ error: ACCOUNT_DELETION_MESSAGES.wrongPassword });
    const missing = await t.http().post('/api/v1/users/me/deletion').set(bearer(learner.token)).send({}).expect(400);
    expect(missing.body).toEqual({ error: 'Please type in your password to delete your account' });
    await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(200);
    expect((await userDoc(t, learner.user._id))?.deletionDueAt).toBeUndefined();

    const demo = (await t.http().post('/api/v1/auth/login').send({ email: DEMO_LEARNER.email, password: DEMO_PASSWORD }).expect(200)).body as AuthResponse;
    const refused = await requestDeletion(t, { ...demo, password: DEMO_PASSWORD }).expect(403);
    expect(refused.body).toEqual({ error: 'The demo is read-only' });
    expect((await userDoc(t, demo.user._id))?.deletionDueAt).toBeUndefined();
  });

  it('ends every session at once, mails the erasure date, and signing in before then cancels it', async () => {
    const learner = await signUp(t, { firstName: 'Kelechi' });
    const other = (await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password }).expect(200)).body as AuthResponse;
    const before = Date.now();
    const res = await requestDeletion(t, learner).expect(202);
    const { deletionDueAt } = res.body as AccountDeletionResponse;
    expect(Date.parse(deletionDueAt) - before).toBeGreaterThanOrEqual(GRACE_MS - 5_000);
    expect(Date.parse(deletionDueAt) - before).toBeLessThanOrEqual(GRACE_MS + 5_000);
    for (const token of [learner.token, other.token]) {
      expect((await t.http().get('/api/v1/users/me').set(bearer(token)).expect(401)).body).toEqual({ error: 'Your session has ended. Please log in again.' });
    }
    const mail = await mailTo(learner.user.email);
    expect(mail.subject).toBe('Your Trail account will be deleted');
    expect(mail.text).toContain('Sign in before then and nothing is deleted');

    const back = await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password }).expect(200);
    expect(back.body.deletionCancelled).toBe(true);
    expect(await userDoc(t, learner.user._id)).not.toHaveProperty('deletionDueAt');
    await t.app.get(AccountDeletionService).eraseDue(afterGrace());
    await t.http().get('/api/v1/users/me').set(bearer(back.body.token)).expect(200);
    // A later sign-in has nothing to cancel.
    const again = await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password }).expect(200);
    expect(again.body).not.toHaveProperty('deletionCancelled');
  });

  it('refuses while there is money to withdraw or a meeting still to come', async () => {
    const mentor = await signUp(t);
    await t.app.get(LedgerService).post(paymentMovements({ reference: `pay-${mentor.user._id}`, amountKobo: 200_000, purpose: 'a mentoring hour', mentorId: mentor.user._id }, { platformFeeBps: 3_000, referralShareBps: 0 }));
    expect((await requestDeletion(t, mentor).expect(409)).body).toEqual({ error: ACCOUNT_DELETION_MESSAGES.balanceLeft('1,400') });

    const learner = await signUp(t);
    await bookedMeeting(t, { mentor: new Types.ObjectId().toString(), mentee: learner.user._id }, new Date(Date.now() + 3 * DAY_MS));
    expect((await requestDeletion(t, learner).expect(409)).body).toEqual({ error: ACCOUNT_DELETION_MESSAGES.upcomingMeetings(1) });
    await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(200);

    const subscriber = await signUp(t);
    await t.connection.collection('subscriptions').insertOne({ user: new Types.ObjectId(subscriber.user._id), status: 'active', customerEmail: subscriber.user.email });
    expect((await requestDeletion(t, subscriber).expect(409)).body).toEqual({ error: ACCOUNT_DELETION_MESSAGES.payMonthly });
  });

  async function mailTo(to: string): Promise<{ subject: string; text: string }> {
    const outbox = join(dataDir, 'outbox');
    for (let tries = 0; tries < 50; tries += 1) {
      for (const file of (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.json'))) {
        const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as { to: string; subject: string; text: string };
        if (mail.to === to && mail.subject.includes('deleted')) return mail;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no deletion mail to ${to}`);
  }
});

describe('account deletion: the erasure after the grace period', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let deletion: AccountDeletionService;

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    deletion = t.app.get(AccountDeletionService);
  });
  afterAll(() => close?.());

  it('leaves nothing personal in any collection; money records keep amounts and references without a name; a second run changes nothing', async () => {
    const mentor = await mentorWithSlots(t, [{ day: 2, hour: 9, minute: 0, timezone: 'Africa/Lagos' }], { firstName: 'Zebulon', lastName: 'Quaye' });
    const referrer = await verifiedLearner(t, { firstName: 'Chidi', lastName: 'Okafor' });
    await t.http().get('/api/v1/users/referral').set(bearer(referrer.token)).expect(200);
    const referrerCode = (await userDoc(t, referrer.user._id))?.code as string;
    const learner = await verifiedLearner(t, { firstName: 'Ifeoma', lastName: 'Xandrel', refCode: referrerCode });
    const as = bearer(learner.token);

    await t.http().post('/api/v1/learning').set(as).send({ title: 'SQL joins', link: 'https://example.com/sql', type: 'Article' }).expect(201);
    await t.http().post('/api/v1/todo').set(as).send({ title: 'Finish the SQL course' }).expect(201);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 30, g: 140, b: 90 } } }).png().toBuffer();
    const avatar = await t.http().put('/api/v1/users/me').set(as).attach('avatar', png, { filename: 'me.png', contentType: 'image/png' }).expect(200);
    const avatarFile = String(avatar.body.user.profileImgUrl).split('/').pop();
    const token = avatar.body.token as string;
    await t.http().post('/api/v1/mailinglist').send({ email: learner.user.email, reason: 'Subscribe' }).expect(201);
    await t.app.get(DeliveryClaims).deliverOnce({ user: new Types.ObjectId(learner.user._id), occasion: '2026-W01', channel: 'email', label: 'test digest' }, async () => {});
    await grantPathway(t, learner.user._id);
    await takeSkillTest(t, token);
    // Pay Monthly, cancelled: the card, the e-mail and the token that manage it go with the account.
    await t.connection.collection('subscriptions').insertOne({
      user: new Types.ObjectId(learner.user._id), purpose: 'pathway', subject: {}, description: 'Product Design, monthly', amountKobo: 1_000_000,
      periods: 4, periodsPaid: 1, planCode: 'PLN_erasure', customerEmail: learner.user.email, firstReference: 'trl-erasure-sub',
      status: 'cancelled', subscriptionCode: 'SUB_erasure', emailToken: 'token-of-Ifeoma', authorizationCode: 'AUTH_Ifeoma',
    });
    await t.http().get('/api/v1/users/referral').set(bearer(token)).expect(200);
    const learnerCode = (await userDoc(t, learner.user._id))?.code as string;
    const referee = await signUp(t, { refCode: learnerCode });

    // The learner pays the mentor for an hour, which then takes place.
    const [hour] = await freeHours(t, mentor.username);
    const { reference, authorization_url } = await holdAndPay(t, token, bookingBody(mentor.user._id, [hour!]));
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();
    await t.connection.collection('meetings').updateMany({ paymentReference: reference }, [
      { $set: { startsAt: { $subtract: ['$startsAt', 30 * DAY_MS] }, endsAt: { $subtract: ['$endsAt', 30 * DAY_MS] } } },
    ]);
    // Its dispute window has passed too: the release job makes the mentor's share withdrawable (decision 0073).
    await t.app.get(EarningsReleaseService).releaseDue(new Date(Date.now() + 30 * DAY_MS));

    // The mentor withdraws everything to a bank account, then both ask to be deleted.
    const accountNumber = '0123456789';
    const { accountName } = (await t.http().post('/api/v1/payments/resolveaccount').set(bearer(mentor.token)).send({ accountNumber, bankCode: '058' }).expect(200)).body;
    await t.http().put('/api/v1/payments/bankdetails').set(bearer(mentor.token)).send({ accountNumber, accountName, bankName: 'Guaranty Trust Bank', bankCode: '058', password: mentor.password }).expect(200);
    await endBankPause(t, mentor.user._id);
    const balance = (await t.app.get(LedgerService).balancesOf(mentor.user._id)).withdrawableKobo;
    await t.http().post('/api/v1/payments/transfer').set(bearer(mentor.token)).send({ amount: balance / 100 }).expect(201);
    await paystack.settled();
    await requestDeletion(t, { ...learner, token }).expect(202);
    await requestDeletion(t, mentor).expect(202);

    expect(await deletion.eraseDue(new Date())).toEqual({ erased: 0, waiting: 0 });
    expect(await deletion.eraseDue(afterGrace())).toEqual({ erased: 2, waiting: 0 });

    const people = [learner, mentor].map((one) => ({ id: one.user._id, email: one.user.email }));
    const leftovers = await leftoversOf(t.connection, people, ['Ifeoma', 'Xandrel', 'Zebulon', 'Quaye', accountNumber, accountName]);
    expect(leftovers).toEqual([]);
    expect(await t.connection.collection('avatars.files').countDocuments({ filename: avatarFile })).toBe(0);
    // What the law keeps: the payment, its ledger entries and the withdrawal, with their amounts.
    expect(await t.connection.collection('payments').findOne({ reference })).toMatchObject({ status: 'paid', amountKobo: expect.any(Number) });
    expect(await t.connection.collection('ledgerentries').countDocuments({ reference: new RegExp(`^${reference}:`) })).toBeGreaterThanOrEqual(3);
    expect(await t.connection.collection('withdrawals').countDocuments({ user: new Types.ObjectId(mentor.user._id), amountKobo: balance })).toBe(1);
    expect(await t.app.get(LedgerService).reconcile()).toEqual([]);
    // Other people stay, only unlinked from the erased ones.
    expect(await userDoc(t, referrer.user._id)).toMatchObject({ firstName: 'Chidi' });
    expect(await userDoc(t, referee.user._id)).not.toHaveProperty('referredBy');
    const gone = await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password });
    expect(gone.status).toBe(401);

    expect(await deletion.eraseDue(afterGrace())).toEqual({ erased: 0, waiting: 0 });
  });

  it('two instances at once erase each account once; a run that stopped half way is finished after its lease', async () => {
    const deletionRecords = t.app.get(DeletionRecords);
    const [a, b, crashed] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    for (const who of [a, b, crashed]) {
      await t.http().post('/api/v1/learning').set(bearer(who.token)).send({ title: 'Kept until erased', link: `https://example.com/${who.user._id}`, type: 'Article' }).expect(201);
      await requestDeletion(t, who).expect(202);
    }
    // A run claims `crashed`, erases its learning, and dies before the account goes.
    const now = afterGrace();
    const claimed = await deletionRecords.claimDueDeletion(now, 15 * 60_000, [a, b].map((who) => new Types.ObjectId(who.user._id)));
    expect(claimed?._id.toString()).toBe(crashed.user._id);
    await t.app.get(LearningErasure).eraseUser(claimed!._id);
    expect((await t.http().post('/api/v1/auth/login').send({ email: crashed.user.email, password: crashed.password }).expect(401)).body).toEqual({
      error: ACCOUNT_DELETION_MESSAGES.beingErased,
    });

    const runs = await Promise.all([deletion.eraseDue(now), deletion.eraseDue(now)]);
    expect(runs[0]!.erased + runs[1]!.erased).toBe(2);
    expect(await userDoc(t, crashed.user._id)).not.toBeNull();

    expect(await deletion.eraseDue(new Date(now.getTime() + 16 * 60_000))).toEqual({ erased: 1, waiting: 0 });
    const people = [a, b, crashed].map((one) => ({ id: one.user._id, email: one.user.email }));
    expect(await leftoversOf(t.connection, people, [])).toEqual([]);
  });

  it('waits for a meeting booked during the grace period, and signing in still cancels then', async () => {
    const learner = await signUp(t);
    await requestDeletion(t, learner).expect(202);
    const meeting = await bookedMeeting(t, { mentor: new Types.ObjectId().toString(), mentee: learner.user._id }, new Date(Date.now() + GRACE_MS + 2 * HOUR_MS));
    expect(await deletion.eraseDue(afterGrace())).toEqual({ erased: 0, waiting: 1 });
    expect(await t.connection.collection('meetings').countDocuments({ _id: new Types.ObjectId(meeting) })).toBe(1);
    const back = await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password }).expect(200);
    expect(back.body.deletionCancelled).toBe(true);
  });
});
