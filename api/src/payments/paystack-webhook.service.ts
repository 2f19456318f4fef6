import { BadRequestException, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { PAYMENT_WEBHOOK_EVENTS, type PaymentWebhookEvent } from '@trail/shared';
import { Metrics } from '../platform/observability';
import { PaystackClient } from '../integrations/paystack';
import { CheckoutService } from './checkout/checkout.service';
import { PaymentEventsService } from './payment-events.service';
import { expiringCardsOf, object, planCodeOf, referenceOf, refundEventKey, stringOf, text } from './paystack-event-data';
import { PAYMENTS_NOT_CONFIGURED } from './payment-messages';
import { RefundOutcomesService } from './refunds/refund-outcomes.service';
import { SubscriptionCheckoutService } from './subscriptions/subscription-checkout.service';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { WithdrawalsService } from './withdrawals/withdrawals.service';

export const INVALID_SIGNATURE = 'Invalid Paystack signature';

const isRecordedEvent = (event: unknown): event is PaymentWebhookEvent =>
  PAYMENT_WEBHOOK_EVENTS.includes(event as PaymentWebhookEvent);

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

  /** What each recorded event does; a Record, so an event added to the list without a handler fails to compile. */
  private readonly handlers: Record<PaymentWebhookEvent, (reference: string, data: Record<string, unknown>) => Promise<void>> = {
    'charge.success': (reference, data) => this.charged(reference, data),
    'subscription.create': (reference, data) => this.subscriptionCreated(reference, data),
    'subscription.expiring_cards': (_reference, data) => this.subscriptions.cardsExpiring(expiringCardsOf(data)),
    'subscription.not_renew': (reference) => this.subscriptions.stoppedByPaystack(reference, false),
    'subscription.disable': (reference) => this.subscriptions.stoppedByPaystack(reference, true),
    'invoice.create': async () => undefined,
    'invoice.update': async () => undefined,
    'invoice.payment_failed': async (_reference, data) => {
      const code = text(object(data.subscription).subscription_code);
      if (code) await this.subscriptions.chargeFailed(code);
    },
    'transfer.success': (reference) => this.withdrawals.onTransferOutcome(reference, 'success'),
    'transfer.failed': (reference, data) => this.withdrawals.onTransferOutcome(reference, 'failed', stringOf(data.reason)),
    'transfer.reversed': (reference, data) => this.withdrawals.onTransferOutcome(reference, 'reversed', stringOf(data.reason)),
    'refund.pending': (_reference, data) => this.refunded('refund.pending', data),
    'refund.processed': (_reference, data) => this.refunded('refund.processed', data),
    'refund.failed': (_reference, data) => this.refunded('refund.failed', data),
  };

  private act(event: PaymentWebhookEvent, reference: string, data: Record<string, unknown>): Promise<void> {
    return this.handlers[event](reference, data);
  }

  /** A checkout's payment, or else a Pay Monthly renewal (Paystack charges the plan itself). */
  private async charged(reference: string, data: Record<string, unknown>): Promise<void> {
    const { status, amount, currency } = data;
    const authorizationCode = text(object(data.authorization).authorization_code);
    const report = { reference, status: String(status), amountKobo: Number(amount), currency: String(currency), authorizationCode };
    if ((await this.checkout.confirm(report)) !== null) return;
    await this.subscriptionCheckout.renew(report, { planCode: planCodeOf(data), customerEmail: text(object(data.customer).email) });
  }

  private async subscriptionCreated(reference: string, data: Record<string, unknown>): Promise<void> {
    const planCode = text(object(data.plan).plan_code);
    const customerEmail = text(object(data.customer).email);
    const emailToken = text(data.email_token);
    if (!planCode || !customerEmail || !emailToken) return this.logger.warn(`subscription.create ${reference} lacks its plan, customer or token`);
    const authorizationCode = text(object(data.authorization).authorization_code);
    return this.subscriptions.linked({ subscriptionCode: reference, emailToken, planCode, customerEmail, authorizationCode });
  }

  private refunded(event: 'refund.pending' | 'refund.processed' | 'refund.failed', data: Record<string, unknown>): Promise<void> {
    return this.refunds.onPaystackRefund({
      event,
      transactionReference: String(data.transaction_reference),
      refundId: typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : undefined,
      amountKobo: Number(data.amount),
      eventKey: refundEventKey(data)!,
      reason: stringOf(data.reason) ?? stringOf(data.message),
    });
  }
}
