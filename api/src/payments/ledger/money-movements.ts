import { type PaymentSplitPolicy, splitPayment } from '@trail/shared';
import { ACCOUNTS, userEarnings } from './ledger-accounts';
import type { Movement } from './ledger.service';

/** A payment Paystack confirmed, and who shares in it. */
export interface ConfirmedPayment {
  /** Paystack's transaction reference: the payment's identity in the ledger. */
  reference: string;
  amountKobo: number;
  /** What was bought, for the history's reasons ("a mentoring hour with Ada"). */
  purpose: string;
  mentorId?: string;
  referrerId?: string;
}

/** The movements of a confirmed payment: received, then split, all under the payment's reference. */
export function paymentMovements(payment: ConfirmedPayment, policy: PaymentSplitPolicy): Movement[] {
  const { reference, amountKobo, purpose, mentorId, referrerId } = payment;
  const split = splitPayment(amountKobo, { mentor: Boolean(mentorId), referrer: Boolean(referrerId) }, policy);
  const movements: Movement[] = [
    { reference: `${reference}:received`, kind: 'payment_received', debit: ACCOUNTS.paystack, credit: ACCOUNTS.clearing, amountKobo, reason: `Payment for ${purpose}` },
  ];
  if (mentorId && split.mentorKobo > 0) {
    movements.push({ reference: `${reference}:mentor`, kind: 'mentor_credit', debit: ACCOUNTS.clearing, credit: userEarnings(mentorId), amountKobo: split.mentorKobo, reason: `Earning for ${purpose}` });
  }
  if (split.platformFeeKobo > 0) {
    movements.push({ reference: `${reference}:fee`, kind: 'platform_fee', debit: ACCOUNTS.clearing, credit: ACCOUNTS.fees, amountKobo: split.platformFeeKobo, reason: `Trail's fee for ${purpose}` });
  }
  if (referrerId && split.referralKobo > 0) {
    movements.push({ reference: `${reference}:referral`, kind: 'referral_credit', debit: ACCOUNTS.clearing, credit: userEarnings(referrerId), amountKobo: split.referralKobo, reason: `Referral earning: someone you referred paid for ${purpose}` });
  }
  return movements;
}

/** What part of a payment goes back: `amountKobo` of it under the name `part` (each part posts once). */
export interface RefundPart {
  part: string;
  /** Absent: whatever of the payment is still unrefunded. */
  amountKobo?: number;
  /** Why, for the earners' history ("Session with Ada cancelled by the mentor"). */
  reason?: string;
}

const EARNER_CREDITS = [
  ['mentor', 'mentor_credit_reversal'],
  ['referral', 'referral_credit_reversal'],
] as const;

const sumOf = (movements: readonly Movement[]): number => movements.reduce((sum, movement) => sum + movement.amountKobo, 0);

/**
 * The movements that send part of a payment (all of it by default) back to the payer, under
 * `<payment>:<part>:…`. `paid` is everything recorded under the payment's reference, earlier part
 * refunds included. Each earner gives back their proportional share of the part (rounded down; the
 * part that completes the refund takes back exactly what is left of their credit), as far as they
 * still have it: Trail's fees cover the shortfall and the rest, so no user's balance goes below
 * zero. `available` is each earner's balance now, read in the same transaction. An empty answer:
 * nothing of the payment is left to refund.
 */
export function refundMovements(paid: readonly Movement[], available: (account: string) => number, part: RefundPart = { part: 'all' }): Movement[] {
  const received = paid.find((movement) => movement.kind === 'payment_received' && movement.reference.endsWith(':received'));
  if (!received) throw new RangeError('no such payment');
  if (!/^[A-Za-z0-9._=-]+$/.test(part.part)) throw new RangeError(`Not a refund part name: "${part.part}"`);
  const base = received.reference.slice(0, -':received'.length);
  const what = received.reason.replace(/^Payment for /, '');
  const refundedBefore = sumOf(paid.filter((movement) => movement.kind === 'refund'));
  const left = received.amountKobo - refundedBefore;
  const amountKobo = part.amountKobo ?? left;
  if (amountKobo === 0 && part.amountKobo === undefined) return [];
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0 || amountKobo > left) {
    throw new RangeError(`${base}: cannot refund ${amountKobo} kobo, ${left} left`);
  }
  const completes = amountKobo === left;
  const ref = (suffix: string) => `${base}:${part.part}:${suffix}`;
  const movements: Movement[] = [];
  let earnersShare = 0;
  // One person can be both mentor and referrer of a payment: take back from what is left.
  const remaining = new Map<string, number>();
  for (const [label, reversal] of EARNER_CREDITS) {
    const credit = paid.find((movement) => movement.reference === `${base}:${label}`);
    if (!credit) continue;
    const returnedBefore = sumOf(paid.filter((m) => m.reference.endsWith(`:${label}-reversal`) || m.reference.endsWith(`:${label}-covered`)));
    const share = completes ? credit.amountKobo - returnedBefore : Math.floor((credit.amountKobo * amountKobo) / received.amountKobo);
    earnersShare += share;
    const has = remaining.get(credit.credit) ?? available(credit.credit);
    const takenBack = Math.min(share, has);
    remaining.set(credit.credit, has - takenBack);
    if (takenBack > 0) {
      movements.push({ reference: ref(`${label}-reversal`), kind: reversal, debit: credit.credit, credit: credit.debit, amountKobo: takenBack, reason: `Refunded: ${part.reason ?? what}` });
    }
    if (share - takenBack > 0) {
      movements.push({ reference: ref(`${label}-covered`), kind: 'platform_fee_reversal', debit: ACCOUNTS.fees, credit: credit.debit, amountKobo: share - takenBack, reason: 'Refund paid from Trail’s fees' });
    }
  }
  const feeShare = amountKobo - earnersShare;
  if (feeShare > 0) {
    movements.push({ reference: ref('fee-reversal'), kind: 'platform_fee_reversal', debit: ACCOUNTS.fees, credit: ACCOUNTS.clearing, amountKobo: feeShare, reason: 'Trail’s fee given back' });
  } else if (feeShare < 0) {
    // Tiny parts round every earner's share down to nothing; the last part then owes Trail that rounding.
    movements.push({ reference: ref('fee-rounding'), kind: 'platform_fee', debit: ACCOUNTS.clearing, credit: ACCOUNTS.fees, amountKobo: -feeShare, reason: 'Rounding of partial refunds' });
  }
  movements.push({ reference: ref('refund'), kind: 'refund', debit: ACCOUNTS.clearing, credit: ACCOUNTS.paystack, amountKobo, reason: `Refund of ${what}` });
  return movements;
}

/** A withdrawal leaves the mentor's balance at once and waits for Paystack's word on the transfer. */
export const withdrawalMovement = (withdrawalRef: string, userId: string, amountKobo: number): Movement => ({
  reference: withdrawalRef,
  kind: 'withdrawal',
  debit: userEarnings(userId),
  credit: ACCOUNTS.payoutsPending,
  amountKobo,
  reason: 'Withdrawal to your bank account',
});

export const withdrawalSettledMovement = (withdrawalRef: string, amountKobo: number): Movement => ({
  reference: `${withdrawalRef}:settled`,
  kind: 'withdrawal_settled',
  debit: ACCOUNTS.payoutsPending,
  credit: ACCOUNTS.bank,
  amountKobo,
  reason: 'Withdrawal reached your bank',
});

/** `from` is the bank when Paystack reverses a transfer it had reported as a success. */
export const withdrawalReversedMovement = (
  withdrawalRef: string,
  userId: string,
  amountKobo: number,
  from: string = ACCOUNTS.payoutsPending,
): Movement => ({
  reference: `${withdrawalRef}:reversed`,
  kind: 'transfer_reversal',
  debit: from,
  credit: userEarnings(userId),
  amountKobo,
  reason: 'Withdrawal did not go through: the money is back in your balance',
});
