import { DateTime } from 'luxon';

/**
 * Where a paid month ends: one calendar month on, in UTC (31 January → 28 or 29 February), from the
 * later of the charge and the end of the period already paid. A renewal Paystack charges a little
 * early adds a whole month to what was paid; one that comes late (after retries) counts from the charge.
 */
export function periodEnd(paidUntil: Date | undefined, chargedAt: Date): Date {
  const from = paidUntil && paidUntil > chargedAt ? paidUntil : chargedAt;
  return DateTime.fromJSDate(from, { zone: 'utc' }).plus({ months: 1 }).toJSDate();
}
