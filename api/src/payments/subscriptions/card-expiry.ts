import { parseCardExpiry } from '../../integrations/paystack';

/** A Paystack card expiry ('MM/YYYY') as a count of months, so two expiries compare; null when it is not one. */
export function expiryMonth(expiry: string): number | null {
  const parts = parseCardExpiry(expiry);
  return parts && parts.year * 12 + parts.month - 1;
}

/** A card works to the end of its expiry month: the warning is moot once that month has passed. */
export function expiryPassed(expiry: string, now: Date): boolean {
  const month = expiryMonth(expiry);
  return month !== null && month < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** Paystack now holds a card for the subscription that outlives the one it warned about. */
export function cardReplaced(warned: string, current: string | undefined): boolean {
  const before = expiryMonth(warned);
  const after = current === undefined ? null : expiryMonth(current);
  return before !== null && after !== null && after > before;
}
