import {
  type AdminDispute,
  type AdminDisputesResponse,
  type Balances,
  ACCOUNT_DELETION_MESSAGES,
  DISPUTE_MESSAGES,
  type Meeting,
  MEETING_PRICE_KOBO,
  type PendingEarning,
} from '@trail/shared';
import type { Types } from 'mongoose';
import { DisputeDecisionsService } from '../../src/meetings/disputes/dispute-decisions.service';
import { EarningsReleaseService } from '../../src/payments/earnings-release/earnings-release.service';
import { ACCOUNTS } from '../../src/payments/ledger/ledger-accounts';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import type { TestApp } from '../support/create-test-app';
import { bearer, type SignedUp } from '../support/factories/accounts';
import { bookingBody, freeHours, holdAndPay, meetingsOf, mentorWithSlots, verifiedLearner } from '../support/factories/booking';
import { newAdmin } from '../support/factories/mentors';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { chooseAtCheckout, type PaystackTestServer } from '../support/servers/paystack-test-server';
import { scopedEnv } from '../support/servers/scoped-env';
import { type SmtpTestServer, smtpTestEnv, startSmtpTestServer } from '../support/servers/smtp-test-server';

const HOUR = 3_600_000;
const MENTOR_SHARE = 140_000;

/**
 * A learner's recourse (decision 0074): either person reports a problem with a session; its earnings stay
 * pending until the report is decided, by the rule for an unanswered no-show or by an admin, and the money
 * moves once through the ledger. Through the real booking, on the local Paystack and a real SMTP server.
 */
describe('reporting a problem with a session', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let smtp: SmtpTestServer;
  let restoreEnv: () => void;
  let ledger: LedgerService;
  let release: EarningsReleaseService;
  let decisions: DisputeDecisionsService;
  let mentor: SignedUp & { username: string };
  let learner: SignedUp;
  let admin: SignedUp;
  let sessionsInThePast = 0;

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ ignoreSubjects: ['Confirm your Trail e-mail', 'Welcome to Trail', 'Booked:', 'Receipt', 'Your Trail receipt'] });
    const scoped = scopedEnv(smtpTestEnv(smtp));
    Object.assign(process.env, scoped.env);
    restoreEnv = scoped.restore;
    ({ t, paystack, close } = await createPaystackTestApp({ webhooks: true }));
    ledger = t.app.get(LedgerService);
    release = t.app.get(EarningsReleaseService);
    decisions = t.app.get(DisputeDecisionsService);
    mentor = await mentorWithSlots(
      t,
      [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, hour: 9, minute: 0, timezone: 'Africa/Lagos' })),
      { firstName: 'Tunde', lastName: 'Bello' },
    );
    learner = await verifiedLearner(t, { firstName: 'Amaka', lastName: 'Obi' });
    admin = await newAdmin(t);
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
    restoreEnv?.();
  });

  /** A paid session that started `hoursAgo` hours ago (moved into the past: the booking only sells future hours). */
  async function pastSession(hoursAgo = 2, who: SignedUp = learner): Promise<{ id: string; reference: string; endsAt: Date }> {
    const [hour] = await freeHours(t, mentor.username);
    const { reference, authorization_url } = await holdAndPay(t, who.token, bookingBody(mentor.user._id, [hour!]));
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();
    const [meeting] = (await meetingsOf(t, { paymentReference: reference })) as unknown as { _id: Types.ObjectId }[];
    // Each its own past hour, so the (mentor, startsAt) index never sees two at once.
    sessionsInThePast += 1;
    const startsAt = new Date(Date.now() - hoursAgo * HOUR - sessionsInThePast * 60_000);
    const endsAt = new Date(startsAt.getTime() + HOUR);
    await t.connection.collection('meetings').updateOne({ _id: meeting!._id }, { $set: { startsAt, endsAt } });
    await t.connection.collection('earningholds').updateOne({ paymentReference: reference }, { $set: { releaseAt: new Date(endsAt.getTime() + 48 * HOUR) } });
    return { id: meeting!._id.toHexString(), reference, endsAt };
  }

  const report = (who: SignedUp, id: string, body: object = { kind: 'no-show', details: 'I waited 30 minutes in the room.' }) =>
    t.http().post(`/api/v1/meetings/${id}/dispute`).set(bearer(who.token)).send(body);
  const answer = (who: SignedUp, id: string, details = 'I was there; the learner never joined.') =>
    t.http().post(`/api/v1/meetings/${id}/dispute/answer`).set(bearer(who.token)).send({ details });
  const decide = (id: string, body: object, who: SignedUp = admin) => t.http().post(`/api/v1/admin/disputes/${id}/decide`).set(bearer(who.token)).send(body);
  const balances = (who: SignedUp) => t.http().get('/api/v1/payments/balance').set(bearer(who.token)).then((res) => res.body as Balances);
  const pending = (who: SignedUp) => t.http().get('/api/v1/payments/pending').set(bearer(who.token)).then((res) => res.body as PendingEarning[]);
  const refunds = async (reference: string) =>
    (await ledger.findByReferencePrefix(`${reference}:`)).filter((entry) => entry.kind === 'refund').map((entry) => entry.amountKobo);
  const mailsTitled = (prefix: string) => smtp.messages.filter((mail) => mail.subject.startsWith(prefix));

  it('a learner’s no-show report the mentor leaves unanswered refunds the learner in full after 48 hours, from pending, once', async () => {
    const session = await pastSession();
    const before = await balances(mentor);
    smtp.messages.length = 0;

    const res = await report(learner, session.id).expect(201);
    const meeting = res.body as Meeting;
    expect(meeting.dispute).toMatchObject({ by: 'mentee', kind: 'no-show', status: 'open', details: 'I waited 30 minutes in the room.' });
    // Both people hear of it: the mentor with the time to answer and what happens without an answer.
    await smtp.waitFor(2);
    const reported = mailsTitled('Problem reported: your Trail session with');
    expect(reported.map((mail) => mail.to).flat().sort()).toEqual([learner.user.email, mentor.user.email].sort());
    const toMentor = reported.find((mail) => mail.to.includes(mentor.user.email))!;
    expect(toMentor.text).toContain('Amaka Obi reported that you did not come');
    expect(toMentor.text).toContain('Without an answer, the learner is refunded in full.');
    // The money waits for the decision, not for its date: the release job passes it by.
    expect((await pending(mentor)).find((one) => one.disputed)).toBeDefined();
    await release.releaseDue(new Date(session.endsAt.getTime() + 49 * HOUR));
    expect((await balances(mentor)).withdrawableKobo).toBe(before.withdrawableKobo);

    // Not yet: the mentor still has time to answer.
    expect(await decisions.decideUnanswered(new Date(Date.now() + 47 * HOUR))).toBe(0);
    const runs = await Promise.all([0, 1, 2].map(() => decisions.decideUnanswered(new Date(Date.now() + 48 * HOUR + 1000))));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);

    expect(await refunds(session.reference)).toEqual([MEETING_PRICE_KOBO]);
    const after = await balances(mentor);
    expect(after.withdrawableKobo).toBe(before.withdrawableKobo);
    expect(before.pendingKobo - after.pendingKobo).toBe(MENTOR_SHARE);
    const entries = await ledger.findByReferencePrefix(`${session.reference}:`);
    expect(entries.filter((entry) => entry.reference.endsWith('-covered'))).toEqual([]);
    const decided = await t.connection.collection('meetings').findOne({ paymentReference: session.reference });
    expect(decided!.dispute).toMatchObject({ status: 'decided', decision: { outcome: 'refund', refundKobo: MEETING_PRICE_KOBO, by: 'rule' } });
    await smtp.waitFor(4);
    const toLearner = mailsTitled('Report decided').find((mail) => mail.to.includes(learner.user.email))!;
    expect(toLearner.text).toContain('₦2,000 is on its way back to you through Paystack');
    expect(await ledger.reconcile()).toEqual([]);
    expect(await ledger.balanceOf(ACCOUNTS.fees)).toBeGreaterThanOrEqual(0);
  });

  it('a mentor’s no-show report the learner leaves unanswered releases the earnings: withdrawable at once', async () => {
    const session = await pastSession();
    const before = await balances(mentor);
    await report(mentor, session.id).expect(201);
    expect(await decisions.decideUnanswered(new Date(Date.now() + 48 * HOUR + 1000))).toBe(1);
    const after = await balances(mentor);
    expect(after.withdrawableKobo - before.withdrawableKobo).toBe(MENTOR_SHARE);
    expect(await refunds(session.reference)).toEqual([]);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('an answered report goes to an admin, who refunds part with a reason both read; the rest reaches the mentor', async () => {
    const session = await pastSession();
    const before = await balances(mentor);
    await report(learner, session.id).expect(201);
    const answered = (await answer(mentor, session.id).expect(200)).body as Meeting;
    expect(answered.dispute).toMatchObject({ status: 'with-admin', answer: { details: 'I was there; the learner never joined.' } });
    // The rule no longer decides it.
    expect(await decisions.decideUnanswered(new Date(Date.now() + 100 * HOUR))).toBe(0);

    const listed = (await t.http().get('/api/v1/admin/disputes').set(bearer(admin.token)).expect(200)).body as AdminDisputesResponse;
    const row = listed.disputes.find((one) => one.meetingId === session.id)!;
    expect(row).toMatchObject({ mentor: { name: 'Tunde Bello' }, mentee: { name: 'Amaka Obi' }, priceKobo: MEETING_PRICE_KOBO });
    smtp.messages.length = 0;

    const decided = (await decide(session.id, { outcome: 'part-refund', refundNaira: 1000, reason: 'The session started 30 minutes late.' }).expect(200)).body as AdminDispute;
    expect(decided.dispute).toMatchObject({ status: 'decided', decision: { outcome: 'part-refund', refundKobo: 100_000, reason: 'The session started 30 minutes late.', by: 'admin' } });
    expect(await refunds(session.reference)).toEqual([100_000]);
    const after = await balances(mentor);
    expect(after.withdrawableKobo - before.withdrawableKobo).toBe(MENTOR_SHARE / 2);
    expect(before.pendingKobo - after.pendingKobo).toBe(MENTOR_SHARE);
    await smtp.waitFor(2);
    expect(mailsTitled('Report decided').every((mail) => mail.text?.includes('The reason: The session started 30 minutes late.'))).toBe(true);
    // Once: a second decision is refused and moves nothing.
    const again = await decide(session.id, { outcome: 'refund', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: DISPUTE_MESSAGES.alreadyDecided });
    expect(await refunds(session.reference)).toEqual([100_000]);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('two admins deciding at once move the money once', async () => {
    const session = await pastSession();
    await report(learner, session.id, { kind: 'wrong-person', details: 'Someone I did not book joined.' }).expect(201);
    const results = await Promise.all([decide(session.id, { outcome: 'refund', reason: 'A' }), decide(session.id, { outcome: 'refund', reason: 'B' })]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await refunds(session.reference)).toEqual([MEETING_PRICE_KOBO]);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('one report per session, even when both people report at once', async () => {
    const session = await pastSession();
    const results = await Promise.all([report(learner, session.id), report(mentor, session.id)]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.status === 409)!.body).toEqual({ error: DISPUTE_MESSAGES.alreadyReported });
  });

  it('refuses what is not allowed, with a message and without a change', async () => {
    const session = await pastSession();
    const stranger = await verifiedLearner(t);
    expect((await report(stranger, session.id)).status).toBe(403);
    const badKind = await report(learner, session.id, { kind: 'late', details: 'x' });
    expect(badKind.status).toBe(400);
    const empty = await report(learner, session.id, { kind: 'other', details: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: DISPUTE_MESSAGES.detailsNeeded });
    expect((await answer(learner, session.id)).status).toBe(404);

    await report(learner, session.id, { kind: 'cut-short', details: 'It ended after 20 minutes.' }).expect(201);
    // Not a no-show: it is with an admin at once, and nobody answers it.
    const own = await answer(learner, session.id);
    expect(own.status).toBe(403);
    expect((await answer(mentor, session.id)).body).toEqual({ error: DISPUTE_MESSAGES.notOpen });
    expect((await decide(session.id, { outcome: 'refund', reason: 'x' }, learner)).status).toBe(403);
    const tooMuch = await decide(session.id, { outcome: 'part-refund', refundNaira: 2000, reason: 'x' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({ error: DISPUTE_MESSAGES.partAmount('2,000') });
    expect((await decide(session.id, { outcome: 'refund', reason: '' })).status).toBe(400);
    expect(await refunds(session.reference)).toEqual([]);
  });

  it('a session not started yet cannot be reported, nor one whose earnings were released', async () => {
    const [hour] = await freeHours(t, mentor.username);
    const { reference, authorization_url } = await holdAndPay(t, learner.token, bookingBody(mentor.user._id, [hour!]));
    await chooseAtCheckout(authorization_url, 'pay');
    await paystack.settled();
    const [future] = await meetingsOf(t, { paymentReference: reference });
    const early = await report(learner, future!._id.toHexString());
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: DISPUTE_MESSAGES.notStarted });

    const old = await pastSession(60);
    const late = await report(learner, old.id);
    expect(late.body).toEqual({ error: DISPUTE_MESSAGES.windowClosed });

    // Released a moment before the report (the job ran first): too late, and nothing is recorded.
    const released = await pastSession();
    await t.connection.collection('earningholds').updateOne({ paymentReference: released.reference }, { $set: { releaseAt: new Date(Date.now() - 1000) } });
    await release.releaseDue();
    const afterRelease = await report(learner, released.id);
    expect(afterRelease.body).toEqual({ error: DISPUTE_MESSAGES.alreadySettled });
    expect((await t.connection.collection('meetings').findOne({ paymentReference: released.reference }))!.dispute).toBeUndefined();
  });

  it('an account with a report still undecided cannot be deleted: the decision would have nowhere to go', async () => {
    const leaving = await verifiedLearner(t);
    const session = await pastSession(2, leaving);
    await report(leaving, session.id).expect(201);
    const res = await t.http().post('/api/v1/users/me/deletion').set(bearer(leaving.token)).send({ password: leaving.password });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: ACCOUNT_DELETION_MESSAGES.undecidedDispute });
  });
});
