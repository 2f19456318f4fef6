/**
 * A card's expiry as Paystack writes it in subscription.expiring_cards: 'MM/YYYY'. The mapper writes an
 * authorization's expiry the same way, so the subscriptions module can compare the two.
 */
export interface CardExpiry {
  /** 1–12. */
  month: number;
  year: number;
}

const PATTERN = /^(\d{1,2})\/(\d{4})$/;

/** 'MM/YYYY' from an authorization's exp_month and exp_year; undefined when they are not a month and a year. */
export function formatCardExpiry(month: unknown, year: unknown): string | undefined {
  const m = Number(month);
  const y = Number(year);
  return Number.isInteger(m) && m >= 1 && m <= 12 && Number.isInteger(y) && y > 2000 ? `${String(m).padStart(2, '0')}/${y}` : undefined;
}

/** The month and year of an 'MM/YYYY' (surrounding spaces allowed), or null when it is not one. */
export function parseCardExpiry(expiry: string): CardExpiry | null {
  const match = PATTERN.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[2]) } : null;
}
