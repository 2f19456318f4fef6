import { type PaymentSplitPolicy, splitPayment } from '@trail/shared';
import { ACCOUNTS, userEarnings, userOfEarnings, userPending } from './ledger-accounts';
import type { Movement } from './movement';
import { type ConfirmedPayment, EARNERS, earnerOfCredit, type Giveback, PART_NAME, type RefundPart, sumOf } from './movement-terms';

/**
 * A payment for sessions: each session's mentor and referral shares go to the earners' pending accounts
 * under `<payment>:<part>:mentor|referral`, split per session so that each can be released or given back
 * exactly; Trail's fee is what is left.
 */
export function heldPaymentSplit(payment: ConfirmedPayment, policy: PaymentSplitPolicy): Movement[] {
  const { reference, amountKobo, purpose, mentorId, referrerId, heldParts = [] } = payment;
  if (heldParts.reduce((sum, part) => sum + part.amountKobo, 0) !== amountKobo) throw new RangeError(`${reference}: the sessions do not add up to the payment`);
  const earnerOf = { mentor: mentorId, referral: referrerId };
  const movements: Movement[] = [];
  for (const { part, amountKobo: partKobo } of heldParts) {
    if (!PART_NAME.test(part)) throw new RangeError(`Not a part name: "${part}"`);
    const split = splitPayment(partKobo, { mentor: Boolean(mentorId), referrer: Boolean(referrerId) }, policy);
    const shares = { mentor: split.mentorKobo, referral: split.referralKobo };
    for (const { label, credit } of EARNERS) {
      const earner = earnerOf[label];
      if (!earner || shares[label] <= 0) continue;
      const reason = label === 'mentor' ? `Earning for ${purpose}` : `Referral earning: someone you referred paid for ${purpose}`;
      movements.push({ reference: `${reference}:${part}:${label}`, kind: credit, debit: ACCOUNTS.clearing, credit: userPending(earner), amountKobo: shares[label], reason });
    }
  }
  const feeKobo = amountKobo - sumOf(movements);
  if (feeKobo > 0) {
    movements.push({ reference: `${reference}:fee`, kind: 'platform_fee', debit: ACCOUNTS.clearing, credit: ACCOUNTS.fees, amountKobo: feeKobo, reason: `Trail's fee for ${purpose}` });
  }
  return movements;
}

/** Credited per session (decision 0073), not as one share of the whole payment. */
export const isHeldPayment = (paid: readonly Movement[], base: string): boolean =>
  paid.some((movement) => earnerOfCredit(movement) !== undefined && movement.reference.split(':').length === base.split(':').length + 2);

/** `<payment>:<part>:<label>` → the part, for a session's credit. */
const partOfCredit = (base: string, reference: string): string => reference.slice(base.length + 1, reference.lastIndexOf(':'));

/** What an earner's credit for one session still holds: given back or released already is not theirs to give again. */
function heldState(paid: readonly Movement[], base: string, credit: Movement, label: string) {
  const part = partOfCredit(base, credit.reference);
  const amountOf = (suffix: string) => sumOf(paid.filter((movement) => movement.reference === `${base}:${part}:${suffix}`));
  const released = amountOf(`${label}-release`);
  // Before release, a session's refund takes from pending (the reversal); after it, from earnings or Trail's fees.
  const returnedFromPending = amountOf(`${label}-reversal`);
  const returnedAfter = amountOf(`${label}-reversal-earned`) + amountOf(`${label}-covered`);
  return { part, left: credit.amountKobo - returnedFromPending - returnedAfter, unreleased: credit.amountKobo - released - returnedFromPending };
}

/**
 * What each earner gives back when `part` of a payment for sessions is refunded: a session's whole shares (or
 * the `ofKobo` fraction of them), or, for a refund that completes the payment under another name, everything
 * still theirs of every session.
 */
export function heldGivebacks(paid: readonly Movement[], base: string, part: RefundPart, amountKobo: number, completes: boolean): Giveback[] {
  const credits = EARNERS.flatMap(({ label, credit }) =>
    paid.filter((movement) => movement.kind === credit && movement.reference.endsWith(`:${label}`) && movement.reference !== `${base}:${label}`).map((movement) => ({ label, movement })),
  );
  const named = credits.filter(({ movement }) => partOfCredit(base, movement.reference) === part.part);
  if (named.length === 0 && !completes) throw new RangeError(`${base}: a payment for sessions is refunded by session, or whole`);
  const ofKobo = part.ofKobo ?? amountKobo;
  if (named.length > 0 && (!Number.isSafeInteger(ofKobo) || ofKobo < amountKobo)) throw new RangeError(`${base}: cannot refund ${amountKobo} kobo of a ${ofKobo} kobo session`);
  const which = named.length > 0 ? named : credits;
  return which.map(({ label, movement }) => {
    const state = heldState(paid, base, movement, label);
    const share = named.length > 0 && ofKobo !== amountKobo ? Math.floor((movement.amountKobo * amountKobo) / ofKobo) : state.left;
    return { label, creditedTo: movement.credit, unreleased: state.unreleased, share: Math.min(share, state.left) };
  });
}

/**
 * A session has happened and its dispute window has passed: what is still pending of its earners' shares
 * moves to their earnings accounts, under `<payment>:<part>:mentor-release|referral-release`. Nothing
 * for a session refunded whole, or a payment refunded whole.
 */
export function releaseMovements(paid: readonly Movement[], paymentReference: string, part: string): Movement[] {
  return EARNERS.flatMap(({ label, credit: kind, release }) => {
    const credit = paid.find((movement) => movement.kind === kind && movement.reference === `${paymentReference}:${part}:${label}`);
    if (!credit) return [];
    const { unreleased } = heldState(paid, paymentReference, credit, label);
    const wholeRefund = paid.some((movement) => movement.kind === 'refund' && !movement.reference.startsWith(`${paymentReference}:${part}:`) && isWholeRefund(paid, paymentReference, movement));
    if (unreleased <= 0 || wholeRefund) return [];
    const earner = userOfEarnings(credit.credit) ?? '';
    return [{ reference: `${paymentReference}:${part}:${label}-release`, kind: release, debit: credit.credit, credit: userEarnings(earner), amountKobo: unreleased, reason: `${credit.reason}: the session has happened` }];
  });
}

/** A refund under a part name no session has: it completed the payment (heldGivebacks allows no other). */
function isWholeRefund(paid: readonly Movement[], base: string, refund: Movement): boolean {
  const part = refund.reference.slice(base.length + 1, -':refund'.length);
  return !paid.some((movement) => movement.reference.startsWith(`${base}:${part}:`) && earnerOfCredit(movement) !== undefined);
}
