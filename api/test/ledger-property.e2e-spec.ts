import { randomUUID } from 'node:crypto';
import { splitPayment } from '@trail/shared';
import fc from 'fast-check';
import { Types } from 'mongoose';
import { ACCOUNTS } from '../src/payments/ledger/ledger-accounts';
import { InsufficientBalanceError, type Movement } from '../src/payments/ledger/ledger.service';
import {
  paymentMovements,
  withdrawalMovement,
  withdrawalReversedMovement,
  withdrawalSettledMovement,
} from '../src/payments/ledger/money-movements';
import { createLedgerHarness, type LedgerHarness } from './ledger-harness';

const policy = { platformFeeBps: 3_000, referralShareBps: 1_000 };
const USERS = 3;

type Op =
  | { op: 'pay'; amountKobo: number; mentor: number | null; referrer: number | null }
  | { op: 'replay'; payment: number }
  | { op: 'confirmTwiceAtOnce'; amountKobo: number; mentor: number }
  | { op: 'withdraw'; user: number; amountKobo: number }
  | { op: 'settle' | 'reverse'; withdrawal: number }
  | { op: 'refund'; payment: number }
  | { op: 'refundPart'; payment: number; part: string; amountKobo: number }
  | { op: 'crash'; amountKobo: number; mentor: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const amount = fc.integer({ min: 1, max: 500_000 });
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('pay' as const), amountKobo: amount, mentor: fc.option(user), referrer: fc.option(user) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('replay' as const), payment: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('confirmTwiceAtOnce' as const), amountKobo: amount, mentor: user }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('withdraw' as const), user, amountKobo: amount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constantFrom('settle' as const, 'reverse' as const), withdrawal: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('refund' as const), payment: fc.nat(20) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('refundPart' as const),
      payment: fc.nat(20),
      part: fc.constantFrom('m1', 'm2', 'm3'),
      // Mostly a slice of the payment, sometimes a single kobo or more than any payment holds.
      amountKobo: fc.oneof(fc.integer({ min: 1, max: 250_000 }), fc.constant(1), fc.constant(600_000)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('crash' as const), amountKobo: amount, mentor: user }) },
);

interface ModelPayment {
  reference: string;
  movements: Movement[];
  amountKobo: number;
  mentor: number | null;
  referrer: number | null;
  mentorKobo: number;
  referralKobo: number;
  refundedKobo: number;
  /** What each earner's share of the refunds so far came to (given back by them or covered by Trail). */
  returned: { mentor: number; referral: number };
  parts: Set<string>;
}

/** What the books should say, kept by hand: the property compares the real ledger against it. */
class Model {
  withdrawable = new Array<number>(USERS).fill(0);
  earned = new Array<number>(USERS).fill(0);
  referral = new Array<number>(USERS).fill(0);
  payments: ModelPayment[] = [];
  withdrawals: { reference: string; user: number; amountKobo: number; state: 'pending' | 'settled' | 'reversed' }[] = [];
}

describe('The ledger, property: any sequence of money events, part refunds included, reconciles', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness();
  });
  afterAll(() => h.close());

  it('Σ entries = balances, no user below zero, every reference used once, balances as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 5, maxLength: 18 }), async (ops) => {
        const run = randomUUID().slice(0, 8);
        const ids = Array.from({ length: USERS }, () => new Types.ObjectId().toString());
        const model = new Model();
        for (const step of ops) await apply(h, step, run, ids, model);

        expect(await h.ledger.reconcile()).toEqual([]);
        // Every kobo that came in was split or sent back: nothing is left waiting in clearing.
        expect(await h.ledger.balanceOf(ACCOUNTS.clearing)).toBe(0);
        for (let u = 0; u < USERS; u += 1) {
          expect(await h.ledger.balancesOf(ids[u]!)).toEqual({
            withdrawableKobo: model.withdrawable[u],
            totalEarnedKobo: model.earned[u],
            referralEarningsKobo: model.referral[u],
          });
        }
        const negative = await h.accounts.countDocuments({ account: /^user:/, balanceKobo: { $lt: 0 } }).setOptions({ sanitizeFilter: false });
        expect(negative).toBe(0);
        const books = await h.accounts.aggregate<{ sum: number }>([{ $group: { _id: null, sum: { $sum: '$balanceKobo' } } }]);
        expect(books[0]?.sum ?? 0).toBe(0);
      }),
      { numRuns: 15, endOnFailure: true },
    );
    // A few hundred transactions on the emulated test mongod, on a busy CI machine.
  }, 600_000);
});

async function apply(h: LedgerHarness, step: Op, run: string, ids: string[], model: Model): Promise<void> {
  switch (step.op) {
    case 'pay': {
      const reference = `${run}-P${model.payments.length}`;
      const movements = paymentMovements(
        { reference, amountKobo: step.amountKobo, purpose: 'a test', mentorId: idOf(ids, step.mentor), referrerId: idOf(ids, step.referrer) },
        policy,
      );
      expect(await h.ledger.post(movements)).toBe('recorded');
      credit(model, step.amountKobo, step.mentor, step.referrer, reference, movements);
      return;
    }
    case 'confirmTwiceAtOnce': {
      const reference = `${run}-P${model.payments.length}`;
      const movements = paymentMovements({ reference, amountKobo: step.amountKobo, purpose: 'a test', mentorId: ids[step.mentor] }, policy);
      const outcomes = await Promise.all([h.ledger.post(movements), h.ledger.post(movements), h.ledger.post(movements)]);
      expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1);
      credit(model, step.amountKobo, step.mentor, null, reference, movements);
      return;
    }
    case 'replay': {
      const payment = pick(model.payments, step.payment);
      if (payment) expect(await h.ledger.post(payment.movements)).toBe('already-recorded');
      return;
    }
    case 'withdraw': {
      const reference = `${run}-W${model.withdrawals.length}`;
      const enough = model.withdrawable[step.user]! >= step.amountKobo;
      const outcome = h.ledger.post([withdrawalMovement(reference, ids[step.user]!, step.amountKobo)]);
      if (!enough) return void (await expect(outcome).rejects.toBeInstanceOf(InsufficientBalanceError));
      expect(await outcome).toBe('recorded');
      model.withdrawable[step.user]! -= step.amountKobo;
      model.withdrawals.push({ reference, user: step.user, amountKobo: step.amountKobo, state: 'pending' });
      return;
    }
    case 'settle':
    case 'reverse': {
      const withdrawal = pick(model.withdrawals, step.withdrawal);
      if (!withdrawal || withdrawal.state !== 'pending') return;
      const movement =
        step.op === 'settle'
          ? withdrawalSettledMovement(withdrawal.reference, withdrawal.amountKobo)
          : withdrawalReversedMovement(withdrawal.reference, ids[withdrawal.user]!, withdrawal.amountKobo);
      // Paystack retries its webhooks: the second delivery changes nothing.
      expect(await h.ledger.post([movement])).toBe('recorded');
      expect(await h.ledger.post([movement])).toBe('already-recorded');
      withdrawal.state = step.op === 'settle' ? 'settled' : 'reversed';
      if (step.op === 'reverse') model.withdrawable[withdrawal.user]! += withdrawal.amountKobo;
      return;
    }
    case 'refund': {
      const payment = pick(model.payments, step.payment);
      if (!payment) return;
      const left = payment.amountKobo - payment.refundedKobo;
      expect(await h.ledger.refund(payment.reference)).toBe(left === 0 ? 'already-recorded' : 'recorded');
      if (left > 0) takeBack(model, payment, left);
      return;
    }
    case 'refundPart': {
      const payment = pick(model.payments, step.payment);
      if (!payment) return;
      const outcome = h.connection.transaction((session) =>
        h.ledger.refundIn(session, payment.reference, { part: step.part, amountKobo: step.amountKobo, reason: 'a cancelled hour' }),
      );
      if (payment.parts.has(step.part) || payment.refundedKobo === payment.amountKobo) {
        // A part posts once; after the whole refund ('all') nothing is left either.
        return void (await expect(outcome).rejects.toBeDefined());
      }
      if (step.amountKobo > payment.amountKobo - payment.refundedKobo) return void (await expect(outcome).rejects.toBeInstanceOf(RangeError));
      await outcome;
      payment.parts.add(step.part);
      takeBack(model, payment, step.amountKobo);
      return;
    }
    case 'crash': {
      // A process dying half way through a payment: the transaction never commits, nothing is left.
      const movements = paymentMovements({ reference: `${run}-crash`, amountKobo: step.amountKobo, purpose: 'a test', mentorId: ids[step.mentor] }, policy);
      await h.ledger.openAccountsFor(movements);
      await expect(
        h.ledger.postComputed(async (session) => {
          await h.ledger.postIn(session, movements);
          throw new Error('process died');
        }),
      ).rejects.toThrow('process died');
      expect(await h.ledger.findByReferencePrefix(`${run}-crash`)).toEqual([]);
      return;
    }
  }
}

function credit(model: Model, amountKobo: number, mentor: number | null, referrer: number | null, reference: string, movements: Movement[]): void {
  const split = splitPayment(amountKobo, { mentor: mentor !== null, referrer: referrer !== null }, policy);
  const mentorKobo = mentor === null ? 0 : split.mentorKobo;
  if (mentor !== null) {
    model.withdrawable[mentor]! += mentorKobo;
    model.earned[mentor]! += mentorKobo;
  }
  if (referrer !== null) {
    model.withdrawable[referrer]! += split.referralKobo;
    model.earned[referrer]! += split.referralKobo;
    model.referral[referrer]! += split.referralKobo;
  }
  model.payments.push({
    reference, movements, amountKobo, mentor, referrer, mentorKobo, referralKobo: referrer === null ? 0 : split.referralKobo,
    refundedKobo: 0, returned: { mentor: 0, referral: 0 }, parts: new Set(),
  });
}

/** Each earner's proportional share of a refund (the rest of it when it completes), as far as they still have it. */
function takeBack(model: Model, payment: ModelPayment, amountKobo: number): void {
  const completes = payment.refundedKobo + amountKobo === payment.amountKobo;
  payment.refundedKobo += amountKobo;
  for (const [who, credit, label] of [[payment.mentor, payment.mentorKobo, 'mentor'], [payment.referrer, payment.referralKobo, 'referral']] as const) {
    if (who === null || credit === 0) continue;
    const share = completes ? credit - payment.returned[label] : Math.floor((credit * amountKobo) / payment.amountKobo);
    payment.returned[label] += share;
    const takenBack = Math.min(share, model.withdrawable[who]!);
    model.withdrawable[who]! -= takenBack;
    model.earned[who]! -= takenBack;
    if (label === 'referral') model.referral[who]! -= takenBack;
  }
}

/** Any earlier payment or withdrawal, whichever exist by then. */
const pick = <T>(items: T[], index: number): T | undefined => (items.length ? items[index % items.length] : undefined);

const idOf = (ids: string[], index: number | null): string | undefined => (index === null ? undefined : ids[index]);
