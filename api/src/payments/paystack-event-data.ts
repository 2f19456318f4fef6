import { createHash } from 'node:crypto';
import type { PaymentWebhookEvent } from '@trail/shared';

/** The key an event is idempotent by: what Paystack names the thing it happened to. */
export function referenceOf(event: PaymentWebhookEvent, data: Record<string, unknown>): unknown {
  // A list that names no single thing: the same delivery, replayed, has the same body.
  if (event === 'subscription.expiring_cards') return `expiring-cards:${createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 32)}`;
  if (event.startsWith('subscription.')) return data.subscription_code;
  if (event.startsWith('invoice.')) return data.invoice_code;
  if (event.startsWith('refund.')) {
    const key = refundEventKey(data);
    return typeof data.transaction_reference === 'string' && key ? `${data.transaction_reference}:${key}` : undefined;
  }
  return data.reference;
}

/** Paystack's refund events name the transaction; the refund itself by its id or the processor's reference. */
/** A string as Paystack sent it, empty or not. */
export const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
export const object = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** A charge on a plan names it as an object (renewals) or by its code, with plan_object beside it (the first charge). */
export const planCodeOf = (data: Record<string, unknown>): string | undefined =>
  text(data.plan) ?? text(object(data.plan).plan_code) ?? text(object(data.plan_object).plan_code);

/** subscription.expiring_cards' data is a list: each card's expiry, description and the subscription it pays. */
export function expiringCardsOf(data: unknown): { subscriptionCode: string; description: string; expiry: string }[] {
  const items = Array.isArray(data) ? data : [];
  return items.flatMap((item: unknown) => {
    const card = object(item);
    const subscriptionCode = text(object(card.subscription).subscription_code);
    const expiry = text(card.expiry_date);
    return subscriptionCode && expiry ? [{ subscriptionCode, expiry, description: text(card.description) ?? 'Your card' }] : [];
  });
}

export function refundEventKey(data: Record<string, unknown>): string | undefined {
  const key = data.id ?? data.refund_reference;
  return (typeof key === 'string' && key) || typeof key === 'number' ? String(key) : undefined;
}
