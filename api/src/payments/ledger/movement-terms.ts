import type { Movement } from './movement';

/** A payment Paystack confirmed, and who shares in it. */
export interface ConfirmedPayment {
  /** Paystack's transaction reference: the payment's identity in the ledger. */
  reference: string;
  amountKobo: number;
  /** What was bought, for the history's reasons ("a mentoring hour with Ada"). */
  purpose: string;
  mentorId?: string;
  referrerId?: string;
  /**
   * The sessions the payment buys, each a part of it: their earnings wait in the earners' pending accounts
   * until each part is released (decision 0073). Their amounts sum to the payment's.
   */
  heldParts?: readonly HeldPart[];
}

/** A session of a payment, named as its refund would be (the meeting's id). */
export interface HeldPart {
  part: string;
  amountKobo: number;
}

/** What part of a payment goes back: `amountKobo` of it under the name `part` (each part posts once). */
export interface RefundPart {
  part: string;
  /** Absent: whatever of the payment is still unrefunded. */
  amountKobo?: number;
  /** Why, for the earners' history ("Session with Ada cancelled by the mentor"). */
  reason?: string;
  /** Of a session's part: what the whole session cost, when only some of it goes back (default: all of it). */
  ofKobo?: number;
}

/** Letters, digits and . _ = - (a meeting's id, 'all'): a part becomes part of ledger references. */
export const PART_NAME = /^[A-Za-z0-9._=-]{1,64}$/;

export const EARNERS = [
  { label: 'mentor', credit: 'mentor_credit', reversal: 'mentor_credit_reversal', release: 'mentor_release' },
  { label: 'referral', credit: 'referral_credit', reversal: 'referral_credit_reversal', release: 'referral_release' },
] as const;

/** The earner a credit pays (`mentor` or `referral`); undefined for any other movement. */
export const earnerOfCredit = (movement: Movement): (typeof EARNERS)[number]['label'] | undefined =>
  EARNERS.find((earner) => earner.credit === movement.kind)?.label;

export const sumOf = (movements: readonly Movement[]): number => movements.reduce((sum, movement) => sum + movement.amountKobo, 0);

/** What each earner gives back of a refund, and from which account it was credited. */
export interface Giveback {
  label: (typeof EARNERS)[number]['label'];
  /** The account the share was credited to (pending for a session, earnings before decision 0073). */
  creditedTo: string;
  /** Still in that account, as far as this payment goes; the rest was released to the earnings account. */
  unreleased: number;
  share: number;
}
