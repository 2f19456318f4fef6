import { randomUUID } from 'node:crypto';
import { splitPayment } from '@trail/shared';
import fc from 'fast-check';
import { trusted, Types } from 'mongoose';
import { ACCOUNTS } from '../../src/payments/ledger/ledger-accounts';
import { InsufficientBalanceError } from '../../src/payments/ledger/ledger.service';
import type { Movement } from '../../src/payments/ledger/movement';
import {
  paymentMovements,
  type HeldPart,
  withdrawalMovement,
  withdrawalReversedMovement,
  withdrawalSettledMovement,
} from '../../src/payments/ledger/money-movements';
import { createLedgerHarness, type LedgerHarness } from '../support/ledger-harness';

const policy = { platformFeeBps: 3_000, referralShareBps: 1_000 };
const USERS = 3;

type Op =
  | { op: 'pay'; amountKobo: number; mentor: number | null; referrer: number | null }
  | { op: 'paySessions'; sessions: number; mentor: number; referrer: number | null }
  | { op: 'release' | 'cancel'; payment: number; session: number }
  | { op: 'disputePart'; payment: number; session: number; refundKobo: number }
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
  { weight: 4, arbitrary: fc.record({ op: fc.constant('paySessions' as const), sessions: fc.integer({ min: 1, max: 3 }), mentor: user, referrer: fc.option(user) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom('release' as const, 'cancel' as const), payment: fc.nat(20), session: fc.nat(2) }) },
  // An admin's part refund of a reported session (decision 0074): some back to the learner, the rest released.
  { weight: 2, arbitrary: fc.record({ op: fc.constant('disputePart' as const), payment: fc.nat(20), session: fc.nat(2), refundKobo: fc.integer({ min: 1, max: 199_999 }) }) },
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
  /** A payment for sessions (decision 0073): each session's shares, pending until released or given back. */
  sessions?: ModelSession[];
}

interface ModelSession {
  part: string;
  mentorKobo: number;
  referralKobo: number;
  /** partRefunded: a dispute gave some back and released the rest; its part name is used. */
  state: 'pending' | 'released' | 'refunded' | 'partRefunded';
  refundedKobo: number;
  /** What each earner gave back of it in a part refund. */
  returned: { mentor: number; referral: number };
}

const HOUR = 200_000;

/** What the books should say, kept by hand: the property compares the real ledger against it. */
class Model {
  withdrawable = new Array<number>(USERS).fill(0);
  pending = new Array<number>(USERS).fill(0);
  fees = 0;
  earned = new Array<number>(USERS).fill(0);
  referral = new Array<number>(USERS).fill(0);
  payments: ModelPayment[] = [];
  withdrawals: { reference: string; user: number; amountKobo: number; state: 'pending' | 'settled' | 'reversed' }[] = [];
}

describe('The ledger, property: any sequence of money events, sessions held and released, disputes and part refunds included, reconciles', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness();
  });
  afterAll(() => h.close());

  it('Σ entries = balances, no user and not Trail’s fees below zero, every reference used once, balances as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 5, maxLength: 18 }), async (ops) => {
        const run = randomUUID().slice(0, 8);
        const ids = Array.from({ length: USERS }, () => new Types.ObjectId().toString());
        const model = new Model();
        // Trail's fees are one account across runs: the model starts from what it holds.
        model.fees = await h.ledger.balanceOf(ACCOUNTS.fees);
        for (const step of ops) await apply(h, step, run, ids, model);

        expect(await h.ledger.reconcile()).toEqual([]);
        // Every kobo that came in was split or sent back: nothing is left waiting in clearing.
        expect(await h.ledger.balanceOf(ACCOUNTS.clearing)).toBe(0);
        for (let u = 0; u < USERS; u += 1) {
          expect(await h.ledger.balancesOf(ids[u]!)).toEqual({
            withdrawableKobo: model.withdrawable[u],
            pendingKobo: model.pending[u],
            totalEarnedKobo: model.earned[u],
            referralEarningsKobo: model.referral[u],
          });
        }
        // Trail's fees never go below zero: a refund they cannot cover is refused (decision 0073).
        expect(await h.ledger.balanceOf(ACCOUNTS.fees)).toBe(model.fees);
        expect(model.fees).toBeGreaterThanOrEqual(0);
        // A session given back never leaves money with its mentor or referrer: their pending holds only live sessions.
        for (let u = 0; u < USERS; u += 1) expect(model.pending[u]).toBe(livePending(model, u));
        const negative = await h.accounts.countDocuments({ account: /^(user:|platform:fees$)/, balanceKobo: trusted({ $lt: 0 }) });
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
    case 'paySessions': {
      const reference = `${run}-P${model.payments.length}`;
      const heldParts: HeldPart[] = Array.from({ length: step.sessions }, (_, k) => ({ part: `s${k}`, amountKobo: HOUR }));
      const movements = paymentMovements(
        { reference, amountKobo: HOUR * step.sessions, purpose: 'sessions', mentorId: ids[step.mentor], referrerId: idOf(ids, step.referrer), heldParts },
        policy,
      );
      expect(await h.ledger.post(movements)).toBe('recorded');
      const split = splitPayment(HOUR, { mentor: true, referrer: step.referrer !== null }, policy);
      const referralKobo = step.referrer === null ? 0 : split.referralKobo;
      const sessions: ModelSession[] = heldParts.map(({ part }) => ({
        part, mentorKobo: split.mentorKobo, referralKobo, state: 'pending', refundedKobo: 0, returned: { mentor: 0, referral: 0 },
      }));
      model.pending[step.mentor]! += split.mentorKobo * step.sessions;
      if (step.referrer !== null) model.pending[step.referrer]! += referralKobo * step.sessions;
      model.fees += (HOUR - split.mentorKobo - referralKobo) * step.sessions;
      model.payments.push({
        reference, movements, amountKobo: HOUR * step.sessions, mentor: step.mentor, referrer: step.referrer, mentorKobo: 0, referralKobo: 0,
        refundedKobo: 0, returned: { mentor: 0, referral: 0 }, parts: new Set(), sessions,
      });
      return;
    }
    case 'release': {
      const payment = pick(model.payments.filter((one) => one.sessions), step.payment);
      const held = payment?.sessions?.[step.session];
      if (!payment || !held) return;
      const moved = await h.connection.transaction((session) => h.ledger.releaseIn(session, payment.reference, held.part));
      expect(moved).toBe(held.state === 'pending');
      if (held.state !== 'pending') return;
      held.state = 'released';
      for (const [who, amount, label] of earnersOf(payment, held)) {
        model.pending[who]! -= amount;
        model.withdrawable[who]! += amount;
        model.earned[who]! += amount;
        if (label === 'referral') model.referral[who]! += amount;
      }
      return;
    }
    case 'cancel': {
      const payment = pick(model.payments.filter((one) => one.sessions), step.payment);
      const held = payment?.sessions?.[step.session];
      if (!payment || !held) return;
      const outcome = h.connection.transaction((session) => h.ledger.refundIn(session, payment.reference, { part: held.part, amountKobo: HOUR, reason: 'cancelled' }));
      // A session refunded before (by itself, in part after a dispute, or with the whole payment) is not refunded again.
      if (held.state === 'refunded' || held.state === 'partRefunded') return void (await expect(outcome).rejects.toBeDefined());
      if (!takeBackSessions(model, payment, [held])) return void (await expect(outcome).rejects.toBeInstanceOf(InsufficientBalanceError));
      await outcome;
      return;
    }
    case 'disputePart': {
      const payment = pick(model.payments.filter((one) => one.sessions), step.payment);
      const held = payment?.sessions?.[step.session];
      // Only a session still pending can be reported: the report claims its hold (DisputesService).
      if (!payment || held?.state !== 'pending') return;
      const outcome = h.connection.transaction(async (session) => {
        await h.ledger.refundIn(session, payment.reference, { part: held.part, amountKobo: step.refundKobo, ofKobo: HOUR, reason: 'a reported problem' });
        await h.ledger.releaseIn(session, payment.reference, held.part);
      });
      if (!partRefundSession(model, payment, held, step.refundKobo)) return void (await expect(outcome).rejects.toBeInstanceOf(InsufficientBalanceError));
      await outcome;
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
      const outcome = h.ledger.refund(payment.reference);
      if (left === 0) return void expect(await outcome).toBe('already-recorded');
      const accepted = payment.sessions
        ? takeBackSessions(model, payment, payment.sessions.filter((one) => one.state !== 'refunded'))
        : takeBack(model, payment, left);
      if (!accepted) return void (await expect(outcome).rejects.toBeInstanceOf(InsufficientBalanceError));
      expect(await outcome).toBe('recorded');
      return;
    }
    case 'refundPart': {
      const payment = pick(model.payments, step.payment);
      // Sessions are refunded one by one (cancel) or whole (refund): money-movements.spec.ts covers the rest.
      if (!payment || payment.sessions) return;
      const outcome = h.connection.transaction((session) =>
        h.ledger.refundIn(session, payment.reference, { part: step.part, amountKobo: step.amountKobo, reason: 'a cancelled hour' }),
      );
      if (payment.parts.has(step.part) || payment.refundedKobo === payment.amountKobo) {
        // A part posts once; after the whole refund ('all') nothing is left either.
        return void (await expect(outcome).rejects.toBeDefined());
      }
      if (step.amountKobo > payment.amountKobo - payment.refundedKobo) return void (await expect(outcome).rejects.toBeInstanceOf(RangeError));
      if (!takeBack(model, payment, step.amountKobo)) return void (await expect(outcome).rejects.toBeInstanceOf(InsufficientBalanceError));
      await outcome;
      payment.parts.add(step.part);
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
  model.fees += split.platformFeeKobo;
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

/**
 * Each earner's proportional share of a refund (the rest of it when it completes), as far as they still have
 * it; Trail's fees cover the rest and give back their own part, as far as they go. False, and nothing
 * changes, when they do not go that far: the ledger refuses the refund (decision 0073).
 */
function takeBack(model: Model, payment: ModelPayment, amountKobo: number): boolean {
  const completes = payment.refundedKobo + amountKobo === payment.amountKobo;
  const draft = draftOf(model);
  const returned = { ...payment.returned };
  let feesOwe = 0;
  let earnersShare = 0;
  for (const [who, credit, label] of [[payment.mentor, payment.mentorKobo, 'mentor'], [payment.referrer, payment.referralKobo, 'referral']] as const) {
    if (who === null || credit === 0) continue;
    const share = completes ? credit - returned[label] : Math.floor((credit * amountKobo) / payment.amountKobo);
    returned[label] += share;
    earnersShare += share;
    const takenBack = Math.min(share, draft.withdrawable[who]!);
    draft.withdrawable[who]! -= takenBack;
    draft.earned[who]! -= takenBack;
    if (label === 'referral') draft.referral[who]! -= takenBack;
    feesOwe += share - takenBack;
  }
  const feeShare = amountKobo - earnersShare;
  if (draft.fees < feesOwe + Math.max(feeShare, 0)) return false;
  draft.fees -= feesOwe + feeShare;
  Object.assign(model, draft);
  payment.returned = returned;
  payment.refundedKobo += amountKobo;
  return true;
}

/**
 * Sessions given back whole: each earner's shares come from pending while unreleased, from their earnings once
 * released, and Trail's fees cover what was withdrawn since, as far as they go (false, and nothing changes).
 */
function takeBackSessions(model: Model, payment: ModelPayment, sessions: ModelSession[]): boolean {
  const draft = draftOf(model);
  let feesOwe = 0;
  let earnersShare = 0;
  for (const label of ['mentor', 'referral'] as const) {
    const who = label === 'mentor' ? payment.mentor : payment.referrer;
    if (who === null) continue;
    const shareOf = (held: ModelSession) => (label === 'mentor' ? held.mentorKobo : held.referralKobo);
    const unreleased = sessions.filter((held) => held.state === 'pending').reduce((sum, held) => sum + shareOf(held), 0);
    // Released whole, or what a part refund released: what the earner still has of it.
    const released = sessions.filter((held) => held.state === 'released' || held.state === 'partRefunded').reduce((sum, held) => sum + shareOf(held) - held.returned[label], 0);
    draft.pending[who]! -= unreleased;
    const takenBack = Math.min(released, draft.withdrawable[who]!);
    draft.withdrawable[who]! -= takenBack;
    draft.earned[who]! -= takenBack;
    if (label === 'referral') draft.referral[who]! -= takenBack;
    feesOwe += released - takenBack;
    earnersShare += unreleased + released;
  }
  const amountKobo = sessions.reduce((sum, held) => sum + HOUR - held.refundedKobo, 0);
  if (draft.fees < feesOwe + (amountKobo - earnersShare)) return false;
  draft.fees -= feesOwe + (amountKobo - earnersShare);
  Object.assign(model, draft);
  for (const held of sessions) held.state = 'refunded';
  payment.refundedKobo += amountKobo;
  return true;
}

/**
 * A dispute decided with a part refund: each earner gives back that fraction of their share (rounded down) from
 * pending and the rest of it is released; Trail's fees give back the rest of the refund, as far as they go.
 */
function partRefundSession(model: Model, payment: ModelPayment, held: ModelSession, refundKobo: number): boolean {
  const draft = draftOf(model);
  const returned = { mentor: 0, referral: 0 };
  for (const [who, share, label] of earnersOf(payment, held)) {
    const back = Math.floor((share * refundKobo) / HOUR);
    const kept = share - back;
    returned[label] = back;
    draft.pending[who]! -= share;
    draft.withdrawable[who]! += kept;
    draft.earned[who]! += kept;
    if (label === 'referral') draft.referral[who]! += kept;
  }
  const feeShare = refundKobo - returned.mentor - returned.referral;
  if (draft.fees < feeShare) return false;
  draft.fees -= feeShare;
  Object.assign(model, draft);
  held.state = 'partRefunded';
  held.refundedKobo = refundKobo;
  held.returned = returned;
  payment.refundedKobo += refundKobo;
  return true;
}

/** The balances a step may change, copied, so a refused refund leaves the model as it was. */
const draftOf = (model: Model) => ({
  withdrawable: [...model.withdrawable],
  pending: [...model.pending],
  earned: [...model.earned],
  referral: [...model.referral],
  fees: model.fees,
});

/** Who earns what of a session: [user, kobo, label]. */
function earnersOf(payment: ModelPayment, held: ModelSession): [number, number, 'mentor' | 'referral'][] {
  const earners: [number, number, 'mentor' | 'referral'][] = [];
  if (payment.mentor !== null && held.mentorKobo > 0) earners.push([payment.mentor, held.mentorKobo, 'mentor']);
  if (payment.referrer !== null && held.referralKobo > 0) earners.push([payment.referrer, held.referralKobo, 'referral']);
  return earners;
}

/** What a user's pending account should hold: their shares of sessions neither released nor given back. */
function livePending(model: Model, user: number): number {
  return model.payments
    .flatMap((payment) => (payment.sessions ?? []).filter((held) => held.state === 'pending').map((held) => earnersOf(payment, held)))
    .flat()
    .filter(([who]) => who === user)
    .reduce((sum, [, amount]) => sum + amount, 0);
}

/** Any earlier payment or withdrawal, whichever exist by then. */
const pick = <T>(items: T[], index: number): T | undefined => (items.length ? items[index % items.length] : undefined);

const idOf = (ids: string[], index: number | null): string | undefined => (index === null ? undefined : ids[index]);
