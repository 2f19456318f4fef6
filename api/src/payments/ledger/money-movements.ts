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

/**
 * The movements that undo a payment and send the money back to the payer. Each earner's credit goes
 * back where it came from, as far as the earner still has it; what they already withdrew is covered
 * by Trail's fees, so no user's balance ever goes below zero. `available` is each earner's balance
 * now, read in the same transaction.
 */
export function refundMovements(paid: readonly Movement[], available: (account: string) => number): Movement[] {
  const received = paid.find((movement) => movement.kind === 'payment_received');
  if (!received) throw new RangeError('no such payment');
  const base = received.reference.replace(/:received$/, '');
  const what = received.reason.replace(/^Payment for /, '');
  const movements: Movement[] = [];
  // One person can be both mentor and referrer of a payment: take back from what is left.
  const remaining = new Map<string, number>();
  for (const [kind, reversal, label] of [
    ['mentor_credit', 'mentor_credit_reversal', 'mentor'],
    ['referral_credit', 'referral_credit_reversal', 'referral'],
  ] as const) {
    const credit = paid.find((movement) => movement.kind === kind);
    if (!credit) continue;
    const left = remaining.get(credit.credit) ?? available(credit.credit);
    const takenBack = Math.min(credit.amountKobo, left);
    remaining.set(credit.credit, left - takenBack);
    if (takenBack > 0) {
      movements.push({ reference: `${base}:${label}-reversal`, kind: reversal, debit: credit.credit, credit: credit.debit, amountKobo: takenBack, reason: `Refunded: ${what}` });
    }
    const shortfall = credit.amountKobo - takenBack;
    if (shortfall > 0 && credit.debit !== ACCOUNTS.fees) {
      movements.push({ reference: `${base}:${label}-covered`, kind: 'platform_fee_reversal', debit: ACCOUNTS.fees, credit: credit.debit, amountKobo: shortfall, reason: 'Refund paid from Trail’s fees' });
    }
  }
  const fee = paid.find((movement) => movement.kind === 'platform_fee');
  if (fee) {
    movements.push({ reference: `${base}:fee-reversal`, kind: 'platform_fee_reversal', debit: ACCOUNTS.fees, credit: fee.debit, amountKobo: fee.amountKobo, reason: 'Trail’s fee given back' });
  }
  movements.push({ reference: `${base}:refund`, kind: 'refund', debit: ACCOUNTS.clearing, credit: ACCOUNTS.paystack, amountKobo: received.amountKobo, reason: `Refund of ${what}` });
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
