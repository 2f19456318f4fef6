import { type PaymentSplitPolicy, splitPayment } from '@trail/shared';
import { ACCOUNTS, userEarnings, userOfEarnings } from './ledger-accounts';
import type { Movement } from './movement';
import { type ConfirmedPayment, EARNERS, type Giveback, PART_NAME, type RefundPart, sumOf } from './movement-terms';
import { heldGivebacks, heldPaymentSplit, isHeldPayment } from './session-movements';

export type { ConfirmedPayment, HeldPart, RefundPart } from './movement-terms';
export { releaseMovements } from './session-movements';

/** The movements of a confirmed payment: received, then split, all under the payment's reference. */
export function paymentMovements(payment: ConfirmedPayment, policy: PaymentSplitPolicy): Movement[] {
  const { reference, amountKobo, purpose, mentorId, referrerId } = payment;
  const received: Movement = { reference: `${reference}:received`, kind: 'payment_received', debit: ACCOUNTS.paystack, credit: ACCOUNTS.clearing, amountKobo, reason: `Payment for ${purpose}` };
  if (payment.heldParts?.length) return [received, ...heldPaymentSplit(payment, policy)];
  const split = splitPayment(amountKobo, { mentor: Boolean(mentorId), referrer: Boolean(referrerId) }, policy);
  const movements: Movement[] = [received];
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

/**
 * The movements that send part of a payment (all of it by default) back to the payer, under
 * `<payment>:<part>:…`. `paid` is everything recorded under the payment's reference, earlier part
 * refunds and releases included. Each earner gives back their share of the part: a session's exactly
 * (or its fraction, `ofKobo`), otherwise their proportional share (rounded down; the part that completes
 * the refund takes back exactly what is left of their credit). It comes from their pending account while
 * unreleased, else from their earnings as far as they still have it; Trail's fees cover the rest, as far
 * as they go (a guarded account: beyond that nothing is recorded). `available` is each account's
 * balance now, read in the same transaction. An empty answer: nothing of the payment is left to refund.
 */
export function refundMovements(paid: readonly Movement[], available: (account: string) => number, part: RefundPart = { part: 'all' }): Movement[] {
  const received = paid.find((movement) => movement.kind === 'payment_received' && movement.reference.endsWith(':received'));
  if (!received) throw new RangeError('no such payment');
  if (!PART_NAME.test(part.part)) throw new RangeError(`Not a refund part name: "${part.part}"`);
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
  const givebacks = isHeldPayment(paid, base) ? heldGivebacks(paid, base, part, amountKobo, completes) : proportionalGivebacks(paid, base, received, amountKobo, completes);
  const ref = (suffix: string) => `${base}:${part.part}:${suffix}`;
  const reason = `Refunded: ${part.reason ?? what}`;
  // A whole refund gives back several sessions' shares: one movement each way, in the order first met.
  const byReference = new Map<string, Movement>();
  const give = (movement: Movement) => {
    const same = byReference.get(movement.reference);
    if (same) same.amountKobo += movement.amountKobo;
    else if (movement.amountKobo > 0) byReference.set(movement.reference, movement);
  };
  // One person can be both mentor and referrer of a payment: take back from what is left.
  const remaining = new Map<string, number>();
  const take = (account: string, wanted: number): number => {
    const has = remaining.get(account) ?? available(account);
    const taken = Math.max(0, Math.min(wanted, has));
    remaining.set(account, has - taken);
    return taken;
  };
  for (const { label, creditedTo, unreleased, share } of givebacks) {
    const reversal = EARNERS.find((earner) => earner.label === label)!.reversal;
    const fromCredited = take(creditedTo, Math.min(share, unreleased));
    give({ reference: ref(`${label}-reversal`), kind: reversal, debit: creditedTo, credit: ACCOUNTS.clearing, amountKobo: fromCredited, reason });
    const earnings = userEarnings(userOfEarnings(creditedTo) ?? '');
    const fromEarned = earnings === creditedTo ? 0 : take(earnings, share - fromCredited);
    give({ reference: ref(`${label}-reversal-earned`), kind: reversal, debit: earnings, credit: ACCOUNTS.clearing, amountKobo: fromEarned, reason });
    const covered = share - fromCredited - fromEarned;
    give({ reference: ref(`${label}-covered`), kind: 'platform_fee_reversal', debit: ACCOUNTS.fees, credit: ACCOUNTS.clearing, amountKobo: covered, reason: 'Refund paid from Trail’s fees' });
  }
  const movements = [...byReference.values()];
  const feeShare = amountKobo - givebacks.reduce((sum, giveback) => sum + giveback.share, 0);
  if (feeShare > 0) {
    movements.push({ reference: ref('fee-reversal'), kind: 'platform_fee_reversal', debit: ACCOUNTS.fees, credit: ACCOUNTS.clearing, amountKobo: feeShare, reason: 'Trail’s fee given back' });
  } else if (feeShare < 0) {
    // Tiny parts round every earner's share down to nothing; the last part then owes Trail that rounding.
    movements.push({ reference: ref('fee-rounding'), kind: 'platform_fee', debit: ACCOUNTS.clearing, credit: ACCOUNTS.fees, amountKobo: -feeShare, reason: 'Rounding of partial refunds' });
  }
  movements.push({ reference: ref('refund'), kind: 'refund', debit: ACCOUNTS.clearing, credit: ACCOUNTS.paystack, amountKobo, reason: `Refund of ${what}` });
  return movements;
}

function proportionalGivebacks(paid: readonly Movement[], base: string, received: Movement, amountKobo: number, completes: boolean): Giveback[] {
  return EARNERS.flatMap(({ label }) => {
    const credit = paid.find((movement) => movement.reference === `${base}:${label}`);
    if (!credit) return [];
    const returnedBefore = sumOf(paid.filter((m) => m.reference.endsWith(`:${label}-reversal`) || m.reference.endsWith(`:${label}-covered`)));
    const share = completes ? credit.amountKobo - returnedBefore : Math.floor((credit.amountKobo * amountKobo) / received.amountKobo);
    return [{ label, creditedTo: credit.credit, unreleased: share, share }];
  });
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
