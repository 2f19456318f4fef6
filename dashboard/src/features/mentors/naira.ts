import { KOBO_PER_NAIRA } from '@trail/shared';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** 200000 kobo → "₦2,000.00". */
export const formatNairaPrice = (kobo: number) => naira.format(kobo / KOBO_PER_NAIRA);
