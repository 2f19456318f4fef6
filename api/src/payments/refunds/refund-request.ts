export interface RefundRequest {
  /** Payment.reference of the payment being refunded. */
  paymentReference: string;
  /** Names the part refunded (e.g. a meeting's id); a (paymentReference, part) pair is refunded at most once. */
  part: string;
  /** How much goes back to the payer, in kobo: 1 … what is still unrefunded of the payment. */
  amountKobo: number;
  /** A part refund of a session: what the whole session cost, so each earner gives back that fraction of their share. */
  ofKobo?: number;
  /** For the ledger's history and the log ("Session with Ada cancelled by the mentor"). */
  reason: string;
}

/**
 * The payment is not paid, the refund would take back more than is left of it, or Trail's fees cannot cover
 * what its earners no longer hold: nothing was recorded. Carries the request, so the caller can flag it for an
 * admin once its own transaction has ended (RefundsService.flagRefused).
 */
export class RefundNotPossibleError extends Error {
  override readonly name = 'RefundNotPossibleError';

  constructor(
    message: string,
    readonly request?: RefundRequest,
  ) {
    super(message);
  }
}

/** Letters, digits and . _ = - (a meeting's id, 'all'): the part becomes part of ledger references. */
const PART = /^[A-Za-z0-9._=-]{1,64}$/;

/** A request that breaks these is a bug in the caller, not something a user can act on. */
export function checkRefundRequest(request: RefundRequest): void {
  if (typeof request.paymentReference !== 'string' || !request.paymentReference) throw new RangeError('A refund needs the payment reference');
  if (typeof request.part !== 'string' || !PART.test(request.part)) throw new RangeError(`Not a refund part name: "${String(request.part)}"`);
  if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0) throw new RangeError(`Not a positive whole number of kobo: ${request.amountKobo}`);
  if (typeof request.reason !== 'string' || !request.reason.trim()) throw new RangeError('A refund needs a reason');
  if (request.ofKobo !== undefined && (!Number.isSafeInteger(request.ofKobo) || request.ofKobo < request.amountKobo)) {
    throw new RangeError(`A part refund of ${request.amountKobo} kobo cannot be of ${request.ofKobo} kobo`);
  }
}
