/** 'MM/YYYY' (Paystack's expiring_cards) as a count of months, so two expiries compare; null when it is not one. */
export function expiryMonth(expiry: string): number | null {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? Number(match[2]) * 12 + month - 1 : null;
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
