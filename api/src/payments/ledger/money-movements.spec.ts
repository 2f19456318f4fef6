import { ACCOUNTS, userEarnings, userPending } from './ledger-accounts';
import type { Movement } from './movement';
import { paymentMovements, refundMovements, releaseMovements } from './money-movements';

const policy = { platformFeeBps: 3_000, referralShareBps: 1_000 };
const HOUR = 200_000;
const MENTOR = 'm0';
const REFERRER = 'r0';

/** Two paid hours with Ada, a referrer in the learner's past: 70 % / 10 % / 20 % of each. */
const paid = paymentMovements(
  { reference: 'P', amountKobo: 2 * HOUR, purpose: 'two hours with Ada', mentorId: MENTOR, referrerId: REFERRER, heldParts: [{ part: 'h1', amountKobo: HOUR }, { part: 'h2', amountKobo: HOUR }] },
  policy,
);

/** Balances as the ledger would keep them after `movements`. */
function balances(movements: readonly Movement[]): Map<string, number> {
  const books = new Map<string, number>();
  for (const { debit, credit, amountKobo } of movements) {
    books.set(debit, (books.get(debit) ?? 0) - amountKobo);
    books.set(credit, (books.get(credit) ?? 0) + amountKobo);
  }
  return books;
}

const of = (movements: readonly Movement[]) => movements.map(({ reference, debit, credit, amountKobo }) => [reference, debit, credit, amountKobo]);

describe('a payment for sessions (decision 0073)', () => {
  it('credits each session’s mentor and referral shares to pending accounts, and Trail the rest', () => {
    expect(of(paid)).toEqual([
      ['P:received', ACCOUNTS.paystack, ACCOUNTS.clearing, 400_000],
      ['P:h1:mentor', ACCOUNTS.clearing, userPending(MENTOR), 140_000],
      ['P:h1:referral', ACCOUNTS.clearing, userPending(REFERRER), 20_000],
      ['P:h2:mentor', ACCOUNTS.clearing, userPending(MENTOR), 140_000],
      ['P:h2:referral', ACCOUNTS.clearing, userPending(REFERRER), 20_000],
      ['P:fee', ACCOUNTS.clearing, ACCOUNTS.fees, 80_000],
    ]);
    expect(balances(paid).get(userEarnings(MENTOR))).toBeUndefined();
  });

  it('refuses sessions that do not add up to the payment', () => {
    expect(() => paymentMovements({ reference: 'Q', amountKobo: 3 * HOUR, purpose: 'x', mentorId: MENTOR, heldParts: [{ part: 'h1', amountKobo: HOUR }] }, policy)).toThrow(RangeError);
  });

  it('gives a cancelled session’s shares back from pending, and Trail its fee: no one else pays', () => {
    const books = balances(paid);
    const refund = refundMovements(paid, (account) => books.get(account) ?? 0, { part: 'h1', amountKobo: HOUR, reason: 'cancelled by the mentor' });
    expect(of(refund)).toEqual([
      ['P:h1:mentor-reversal', userPending(MENTOR), ACCOUNTS.clearing, 140_000],
      ['P:h1:referral-reversal', userPending(REFERRER), ACCOUNTS.clearing, 20_000],
      ['P:h1:fee-reversal', ACCOUNTS.fees, ACCOUNTS.clearing, 40_000],
      ['P:h1:refund', ACCOUNTS.clearing, ACCOUNTS.paystack, HOUR],
    ]);
    // Once refunded, the session has nothing left to release; the other one does.
    expect(releaseMovements([...paid, ...refund], 'P', 'h1')).toEqual([]);
    expect(of(releaseMovements([...paid, ...refund], 'P', 'h2'))).toEqual([
      ['P:h2:mentor-release', userPending(MENTOR), userEarnings(MENTOR), 140_000],
      ['P:h2:referral-release', userPending(REFERRER), userEarnings(REFERRER), 20_000],
    ]);
  });

  it('releases a session once it has happened: its shares move from pending to earnings', () => {
    const release = releaseMovements(paid, 'P', 'h2');
    const books = balances([...paid, ...release]);
    expect(books.get(userEarnings(MENTOR))).toBe(140_000);
    expect(books.get(userPending(MENTOR))).toBe(140_000);
    expect(release.map((movement) => movement.kind)).toEqual(['mentor_release', 'referral_release']);
  });

  it('takes a released session back from earnings, and Trail’s fees cover only what was withdrawn', () => {
    const release = releaseMovements(paid, 'P', 'h1');
    const books = balances([...paid, ...release]);
    // The mentor withdrew 100,000 of the 140,000 released.
    books.set(userEarnings(MENTOR), 40_000);
    const refund = refundMovements([...paid, ...release], (account) => books.get(account) ?? 0, { part: 'h1', amountKobo: HOUR });
    expect(of(refund)).toEqual([
      ['P:h1:mentor-reversal-earned', userEarnings(MENTOR), ACCOUNTS.clearing, 40_000],
      ['P:h1:mentor-covered', ACCOUNTS.fees, ACCOUNTS.clearing, 100_000],
      ['P:h1:referral-reversal-earned', userEarnings(REFERRER), ACCOUNTS.clearing, 20_000],
      ['P:h1:fee-reversal', ACCOUNTS.fees, ACCOUNTS.clearing, 40_000],
      ['P:h1:refund', ACCOUNTS.clearing, ACCOUNTS.paystack, HOUR],
    ]);
  });

  it('gives part of a session back (a dispute settled in part), and releases the rest of it later', () => {
    const books = balances(paid);
    const refund = refundMovements(paid, (account) => books.get(account) ?? 0, { part: 'h1', amountKobo: HOUR / 2, ofKobo: HOUR });
    expect(of(refund).slice(0, 2)).toEqual([
      ['P:h1:mentor-reversal', userPending(MENTOR), ACCOUNTS.clearing, 70_000],
      ['P:h1:referral-reversal', userPending(REFERRER), ACCOUNTS.clearing, 10_000],
    ]);
    expect(of(releaseMovements([...paid, ...refund], 'P', 'h1'))).toEqual([
      ['P:h1:mentor-release', userPending(MENTOR), userEarnings(MENTOR), 70_000],
      ['P:h1:referral-release', userPending(REFERRER), userEarnings(REFERRER), 10_000],
    ]);
  });

  it('refunds the whole payment from pending and earnings alike, and then releases nothing', () => {
    const release = releaseMovements(paid, 'P', 'h1');
    const books = balances([...paid, ...release]);
    const refund = refundMovements([...paid, ...release], (account) => books.get(account) ?? 0);
    const after = balances([...paid, ...release, ...refund]);
    expect([after.get(userPending(MENTOR)), after.get(userEarnings(MENTOR)), after.get(ACCOUNTS.fees), after.get(ACCOUNTS.clearing)]).toEqual([0, 0, 0, 0]);
    expect(refund.some((movement) => movement.reference.endsWith('-covered'))).toBe(false);
    expect(releaseMovements([...paid, ...release, ...refund], 'P', 'h2')).toEqual([]);
  });

  it('gives back every pending session of a whole refund in one movement per earner', () => {
    const books = balances(paid);
    const refund = refundMovements(paid, (account) => books.get(account) ?? 0);
    expect(of(refund)).toEqual([
      ['P:all:mentor-reversal', userPending(MENTOR), ACCOUNTS.clearing, 280_000],
      ['P:all:referral-reversal', userPending(REFERRER), ACCOUNTS.clearing, 40_000],
      ['P:all:fee-reversal', ACCOUNTS.fees, ACCOUNTS.clearing, 80_000],
      ['P:all:refund', ACCOUNTS.clearing, ACCOUNTS.paystack, 400_000],
    ]);
  });

  it('refuses a part refund that names no session of a payment for sessions', () => {
    expect(() => refundMovements(paid, () => 0, { part: 'x', amountKobo: 1_000 })).toThrow(RangeError);
  });
});
