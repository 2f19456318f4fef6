import { createHash } from 'node:crypto';
import { BadRequestException, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { PAYMENT_WEBHOOK_EVENTS, type PaymentWebhookEvent } from '@trail/shared';
import { Metrics } from '../common/observability/metrics.service';
import { PaystackClient } from '../integrations/paystack/paystack.client';
import { CheckoutService } from './checkout/checkout.service';
import { PaymentEventsService } from './payment-events.service';
import { PAYMENTS_NOT_CONFIGURED } from './payment-messages';
import { RefundOutcomesService } from './refunds/refund-outcomes.service';
import { SubscriptionCheckoutService } from './subscriptions/subscription-checkout.service';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { WithdrawalsService } from './withdrawals/withdrawals.service';

export const INVALID_SIGNATURE = 'Invalid Paystack signature';

const isRecordedEvent = (event: unknown): event is PaymentWebhookEvent =>
  PAYMENT_WEBHOOK_EVENTS.includes(event as PaymentWebhookEvent);

/** The key an event is idempotent by: what Paystack names the thing it happened to. */
function referenceOf(event: PaymentWebhookEvent, data: Record<string, unknown>): unknown {
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
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const object = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** A charge on a plan names it as an object (renewals) or by its code, with plan_object beside it (the first charge). */
const planCodeOf = (data: Record<string, unknown>): string | undefined =>
  text(data.plan) ?? text(object(data.plan).plan_code) ?? text(object(data.plan_object).plan_code);

/** subscription.expiring_cards' data is a list: each card's expiry, description and the subscription it pays. */
function expiringCardsOf(data: unknown): { subscriptionCode: string; description: string; expiry: string }[] {
  const items = Array.isArray(data) ? data : [];
  return items.flatMap((item: unknown) => {
    const card = object(item);
    const subscriptionCode = text(object(card.subscription).subscription_code);
    const expiry = text(card.expiry_date);
    return subscriptionCode && expiry ? [{ subscriptionCode, expiry, description: text(card.description) ?? 'Your card' }] : [];
  });
}

function refundEventKey(data: Record<string, unknown>): string | undefined {
  const key = data.id ?? data.refund_reference;
  return (typeof key === 'string' && key) || typeof key === 'number' ? String(key) : undefined;
}

@Injectable()
export class PaystackWebhookService {
  private readonly logger = new Logger(PaystackWebhookService.name);

  constructor(
    private readonly paystack: PaystackClient,
    private readonly events: PaymentEventsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly checkout: CheckoutService,
    private readonly refunds: RefundOutcomesService,
    private readonly subscriptionCheckout: SubscriptionCheckoutService,
    private readonly subscriptions: SubscriptionsService,
    private readonly metrics: Metrics,
  ) {}

  /** Verifies and records one webhook delivery; a replay of a stored event changes nothing. */
  async receive(rawBody: Buffer | undefined, signature: string | undefined, body: unknown): Promise<void> {
    const event = (body as { event?: unknown } | undefined)?.event;
    const label = isRecordedEvent(event) ? event : 'other';
    await this.metrics.track('payments_webhook_events_total', { event: label }, () => this.handle(rawBody, signature, body));
  }

  private async handle(rawBody: Buffer | undefined, signature: string | undefined, body: unknown): Promise<void> {
    if (!this.paystack.configured) throw new ServiceUnavailableException(PAYMENTS_NOT_CONFIGURED);
    if (!rawBody || !this.paystack.verifySignature(rawBody, signature)) throw new UnauthorizedException(INVALID_SIGNATURE);

    const { event, data } = (body ?? {}) as { event?: unknown; data?: unknown };
    if (typeof event !== 'string' || !data || typeof data !== 'object') {
      throw new BadRequestException('A Paystack event needs an event name and a data object');
    }
    if (!isRecordedEvent(event)) {
      this.logger.log(`Ignored Paystack event ${event}`);
      return;
    }
    const reference = referenceOf(event, data as Record<string, unknown>);
    if (typeof reference !== 'string' || !reference) throw new BadRequestException(`The ${event} event has no reference`);
    await this.events.record(event, reference, data as Record<string, unknown>);
    // Acted on at every delivery, not only the first: each action is idempotent on its own, so an
    // event stored just before a crash is still acted on when Paystack delivers it again.
    await this.act(event, reference, data as Record<string, unknown>);
  }

  private async act(event: PaymentWebhookEvent, reference: string, data: Record<string, unknown>): Promise<void> {
    if (event === 'charge.success') {
      const { status, amount, currency } = data;
      const authorizationCode = text(object(data.authorization).authorization_code);
      const report = { reference, status: String(status), amountKobo: Number(amount), currency: String(currency), authorizationCode };
      if ((await this.checkout.confirm(report)) !== null) return;
      await this.subscriptionCheckout.renew(report, { planCode: planCodeOf(data), customerEmail: text(object(data.customer).email) });
      return;
    }
    if (event === 'subscription.create') {
      const planCode = text(object(data.plan).plan_code);
      const customerEmail = text(object(data.customer).email);
      const emailToken = text(data.email_token);
      if (!planCode || !customerEmail || !emailToken) return this.logger.warn(`subscription.create ${reference} lacks its plan, customer or token`);
      const authorizationCode = text(object(data.authorization).authorization_code);
      return this.subscriptions.linked({ subscriptionCode: reference, emailToken, planCode, customerEmail, authorizationCode });
    }
    if (event === 'subscription.expiring_cards') return this.subscriptions.cardsExpiring(expiringCardsOf(data));
    if (event === 'subscription.not_renew' || event === 'subscription.disable') return this.subscriptions.stoppedByPaystack(reference, event === 'subscription.disable');
    if (event === 'invoice.payment_failed') {
      const code = text(object(data.subscription).subscription_code);
      if (code) await this.subscriptions.chargeFailed(code);
      return;
    }
    if (event === 'transfer.success') return this.withdrawals.onTransferOutcome(reference, 'success');
    if (event === 'transfer.failed' || event === 'transfer.reversed') {
      const reason = typeof data.reason === 'string' ? data.reason : undefined;
      return this.withdrawals.onTransferOutcome(reference, event === 'transfer.failed' ? 'failed' : 'reversed', reason);
    }
    if (event === 'refund.pending' || event === 'refund.processed' || event === 'refund.failed') {
      const eventKey = refundEventKey(data)!;
      return this.refunds.onPaystackRefund({
        event,
        transactionReference: String(data.transaction_reference),
        refundId: typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : undefined,
        amountKobo: Number(data.amount),
        eventKey,
        reason: typeof data.reason === 'string' ? data.reason : typeof data.message === 'string' ? data.message : undefined,
      });
    }
  }
}
