/** A Nigerian bank as GET /payments/getbanks lists it: `code` is the bank code Paystack transfers to. */
export interface Bank {
  name: string;
  code: string;
}

/** The Paystack webhook events the payments module records (each once per reference). */
export const PAYMENT_WEBHOOK_EVENTS = [
  'charge.success',
  'transfer.success',
  'transfer.failed',
  'transfer.reversed',
  'subscription.create',
  'subscription.not_renew',
  'subscription.disable',
  'invoice.create',
  'invoice.update',
  'invoice.payment_failed',
] as const;
export type PaymentWebhookEvent = (typeof PAYMENT_WEBHOOK_EVENTS)[number];

/** A checkout's state as its payer sees it (GET /payments/verify/:reference). */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

export interface PaymentStatusResponse {
  status: PaymentStatus;
}
