import { KOBO_PER_NAIRA } from '@trail/shared';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** An amount the API gives in kobo, shown as naira: 150000 → "₦1,500.00". Money is formatted only here, at the edge. */
export function formatKobo(kobo: number): string {
  return naira.format(kobo / KOBO_PER_NAIRA);
}
