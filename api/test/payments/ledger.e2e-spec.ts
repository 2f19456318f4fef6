import { Types } from 'mongoose';
import { ACCOUNTS, userEarnings } from '../../src/payments/ledger/ledger-accounts';
import { InsufficientBalanceError } from '../../src/payments/ledger/ledger.service';
import {
  paymentMovements,
  withdrawalMovement,
  withdrawalReversedMovement,
  withdrawalSettledMovement,
} from '../../src/payments/ledger/money-movements';
import { createLedgerHarness, type LedgerHarness } from '../support/ledger-harness';

const policy = { platformFeeBps: 3_000, referralShareBps: 1_000 };
const mentor = new Types.ObjectId().toString();
const referrer = new Types.ObjectId().toString();
const hour = (reference: string, referrerId?: string) =>
  paymentMovements({ reference, amountKobo: 200_000, purpose: 'a mentoring hour with Ada', mentorId: mentor, referrerId }, policy);

describe('The ledger (real MongoDB transactions)', () => {
  let h: LedgerHarness;
  beforeEach(async () => {
    h = await createLedgerHarness();
  });
  afterEach(() => h.close());

  it('splits a confirmed payment between the mentor, the referrer and Trail, and the books balance', async () => {
    expect(await h.ledger.post(hour('PSK_1', referrer))).toBe('recorded');

    expect(await h.ledger.balancesOf(mentor)).toEqual({ withdrawableKobo: 140_000, pendingKobo: 0, totalEarnedKobo: 140_000, referralEarningsKobo: 0 });
    expect(await h.ledger.balancesOf(referrer)).toEqual({ withdrawableKobo: 20_000, pendingKobo: 0, totalEarnedKobo: 20_000, referralEarningsKobo: 20_000 });
    expect(await h.ledger.balanceOf(ACCOUNTS.fees)).toBe(40_000);
    expect(await h.ledger.balanceOf(ACCOUNTS.clearing)).toBe(0);
    expect(await h.ledger.reconcile()).toEqual([]);
  });

  it('records a payment once however often and however concurrently it is confirmed', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => h.ledger.post(hour('PSK_2'))));

    expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1);
    expect(await h.ledger.post(hour('PSK_2'))).toBe('already-recorded');
    expect((await h.ledger.balancesOf(mentor)).withdrawableKobo).toBe(140_000);
    expect(await h.ledger.reconcile()).toEqual([]);
  });

  it('of 50 parallel withdrawals of the whole balance, exactly one succeeds and the balance never goes below zero', async () => {
    await h.ledger.post(hour('PSK_3'));

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => h.ledger.post([withdrawalMovement(`WD_${i}`, mentor, 140_000)])),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.every((result) => result.reason instanceof InsufficientBalanceError)).toBe(true);
    expect((await h.ledger.balancesOf(mentor)).withdrawableKobo).toBe(0);
    expect(await h.ledger.balanceOf(ACCOUNTS.payoutsPending)).toBe(140_000);
    expect(await h.ledger.reconcile()).toEqual([]);
  });

  it('a failed transfer puts the money back once, a settled one reaches the bank', async () => {
    await h.ledger.post(hour('PSK_4'));
    await h.ledger.post([withdrawalMovement('WD_A', mentor, 100_000)]);
    await h.ledger.post([withdrawalMovement('WD_B', mentor, 40_000)]);

    for (let i = 0; i < 3; i += 1) await h.ledger.post([withdrawalReversedMovement('WD_A', mentor, 100_000)]);
    await h.ledger.post([withdrawalSettledMovement('WD_B', 40_000)]);

    expect(await h.ledger.balancesOf(mentor)).toEqual({ withdrawableKobo: 100_000, pendingKobo: 0, totalEarnedKobo: 140_000, referralEarningsKobo: 0 });
    expect(await h.ledger.balanceOf(ACCOUNTS.bank)).toBe(40_000);
    expect(await h.ledger.balanceOf(ACCOUNTS.payoutsPending)).toBe(0);
  });

  it('a refund takes back only what the mentor still has; Trail covers what was already withdrawn, from the fees it holds', async () => {
    // Trail's fees from other hours: enough to cover what the mentor withdrew.
    for (const reference of ['PSK_F1', 'PSK_F2', 'PSK_F3']) await h.ledger.post(hour(reference));
    await h.ledger.post(hour('PSK_5', referrer));
    await h.ledger.post([withdrawalMovement('WD_C', mentor, 3 * 140_000 + 100_000)]);

    const refund = () => h.ledger.refund('PSK_5');
    expect(await refund()).toBe('recorded');
    expect(await refund()).toBe('already-recorded');

    expect(await h.ledger.balancesOf(mentor)).toEqual({ withdrawableKobo: 0, pendingKobo: 0, totalEarnedKobo: 3 * 140_000 + 100_000, referralEarningsKobo: 0 });
    expect(await h.ledger.balancesOf(referrer)).toEqual({ withdrawableKobo: 0, pendingKobo: 0, totalEarnedKobo: 0, referralEarningsKobo: 0 });
    // Trail gives back its fee and pays the 100,000 the mentor had already withdrawn.
    expect(await h.ledger.balanceOf(ACCOUNTS.fees)).toBe(3 * 60_000 + 40_000 - 140_000);
    // Only the three other hours are still Paystack's to account for.
    expect(await h.ledger.balanceOf(ACCOUNTS.paystack)).toBe(-3 * 200_000);
    expect(await h.ledger.reconcile()).toEqual([]);
  });

  it('refuses a refund Trail’s fees cannot cover, and records nothing of it (decision 0073)', async () => {
    await h.ledger.post(hour('PSK_10'));
    await h.ledger.post([withdrawalMovement('WD_F', mentor, 140_000)]);

    await expect(h.ledger.refund('PSK_10')).rejects.toEqual(new InsufficientBalanceError(ACCOUNTS.fees));
    expect(await h.ledger.balanceOf(ACCOUNTS.fees)).toBe(60_000);
    expect((await h.ledger.findByReferencePrefix('PSK_10:')).map((entry) => entry.kind)).not.toContain('refund');
    expect(await h.ledger.reconcile()).toEqual([]);
  });

  it('refunds a payment whose mentor was also its referrer without taking back more than they have', async () => {
    for (const reference of ['PSK_F4', 'PSK_F5', 'PSK_F6']) await h.ledger.post(hour(reference));
    await h.ledger.post(paymentMovements({ reference: 'PSK_9', amountKobo: 200_000, purpose: 'an hour', mentorId: mentor, referrerId: mentor }, policy));
    await h.ledger.post([withdrawalMovement('WD_E', mentor, 3 * 140_000 + 150_000)]);

    expect(await h.ledger.refund('PSK_9')).toBe('recorded');

    expect((await h.ledger.balancesOf(mentor)).withdrawableKobo).toBe(0);
    expect(await h.ledger.reconcile()).toEqual([]);
  });

  it('refuses movements that are not whole positive kobo, and records nothing of a batch that fails half way', async () => {
    await expect(h.ledger.post([{ ...withdrawalMovement('WD_X', mentor, 1), amountKobo: 0.5 }])).rejects.toThrow(RangeError);
    await h.ledger.post(hour('PSK_6'));

    const batch = [withdrawalMovement('WD_Y', mentor, 100_000), withdrawalMovement('WD_Z', mentor, 100_000)];
    await expect(h.ledger.post(batch)).rejects.toBeInstanceOf(InsufficientBalanceError);

    expect((await h.ledger.balancesOf(mentor)).withdrawableKobo).toBe(140_000);
    expect(await h.ledger.findByReferencePrefix('WD_Y')).toEqual([]);
  });

  it("lists a user's entries newest first, signed from their side, a page at a time", async () => {
    await h.ledger.post(hour('PSK_7'));
    await h.ledger.post([withdrawalMovement('WD_D', mentor, 50_000)]);
    await h.ledger.post([withdrawalReversedMovement('WD_D', mentor, 50_000)]);

    const first = await h.ledger.entriesOf(mentor, { limit: 2 });
    expect(first.hasMore).toBe(true);
    expect(first.entries.map((entry) => [entry.kind, entry.amountKobo])).toEqual([
      ['transfer_reversal', 50_000],
      ['withdrawal', -50_000],
    ]);
    const second = await h.ledger.entriesOf(mentor, { limit: 2, before: first.entries[1]!._id });
    expect(second).toMatchObject({ hasMore: false, entries: [{ kind: 'mentor_credit', amountKobo: 140_000, reason: 'Earning for a mentoring hour with Ada' }] });
  });

  it('takes a name out of the reasons as written, even one that starts with $ (security review L9)', async () => {
    await h.ledger.post(paymentMovements({ reference: 'PSK_R', amountKobo: 200_000, purpose: 'an hour with $Ada Obi', mentorId: mentor }, policy));

    await h.ledger.redactReasons(['PSK_R'], '$Ada Obi', 'a former Trail mentor');

    expect((await h.ledger.findByReferencePrefix('PSK_R:')).map((entry) => entry.reason).sort()).toEqual([
      'Earning for an hour with a former Trail mentor',
      'Payment for an hour with a former Trail mentor',
      "Trail's fee for an hour with a former Trail mentor",
    ]);
  });

  it('reconciliation finds a cached balance that no entry explains', async () => {
    await h.ledger.post(hour('PSK_8'));
    await h.accounts.updateOne({ account: userEarnings(mentor) }, { $inc: { balanceKobo: 1 } });

    expect(await h.ledger.reconcile()).toEqual([{ account: userEarnings(mentor), cachedKobo: 140_001, entriesKobo: 140_000 }]);
  });
});
