import { formatCardExpiry } from './card-expiry-format';
import type { PaystackPlan, Refund, Subscription, Transfer, VerifiedTransaction } from './paystack.types';

export type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const object = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

export function toVerifiedTransaction(data: Json): VerifiedTransaction {
  const plan = object(data.plan_object);
  return {
    id: data.id === undefined || data.id === null ? undefined : String(data.id),
    reference: String(data.reference),
    status: String(data.status),
    amountKobo: Number(data.amount),
    currency: String(data.currency),
    paidAt: text(data.paid_at) ?? null,
    customerEmail: text(object(data.customer).email),
    authorizationCode: object(data.authorization).reusable === false ? undefined : text(object(data.authorization).authorization_code),
    planCode: text(plan.plan_code) ?? text(data.plan),
    metadata: data.metadata,
  };
}

export const toTransfer = (data: Json): Transfer => ({
  transferCode: String(data.transfer_code),
  reference: String(data.reference),
  status: String(data.status),
  amountKobo: Number(data.amount),
});

export const toRefund = (data: Json): Refund => ({
  id: data.id === undefined || data.id === null ? undefined : String(data.id),
  status: String(data.status),
  amountKobo: Number(data.amount),
  transactionReference: text(object(data.transaction).reference),
});

export const toPlan = (data: Json): PaystackPlan => ({
  planCode: String(data.plan_code),
  name: String(data.name),
  amountKobo: Number(data.amount),
  interval: String(data.interval),
});

export function toSubscription(data: Json): Subscription {
  const card = object(data.authorization);
  return {
    subscriptionCode: String(data.subscription_code),
    status: String(data.status),
    emailToken: String(data.email_token),
    planCode: text(object(data.plan).plan_code),
    customerEmail: text(object(data.customer).email),
    nextPaymentDate: text(data.next_payment_date) ?? null,
    cardExpiry: formatCardExpiry(card.exp_month, card.exp_year),
  };
}
