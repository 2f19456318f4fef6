import { Injectable, Logger } from '@nestjs/common';
import type { PaymentStatus } from '@trail/shared';
import { isDuplicateKey } from '../../platform/database';
import { CheckoutService, type CheckoutRequest, newPaymentReference, type PaystackReport } from '../checkout/checkout.service';
import { paystackFailure } from '../payment-messages';
import { SubscriptionPlansService } from './subscription-plans.service';
import { SubscriptionsService } from './subscriptions.service';

export interface SubscriptionRequest extends Omit<CheckoutRequest, 'reference' | 'planCode' | 'subscriptionId'> {
  /** The amount per period, and how many periods pay for it all. */
  amountKobo: number;
  periods: number;
  /** What the monthly plan sells (SubscriptionPlansService). */
  planKey: string;
  planLabel: string;
}

/**
 * Pay per period: the first charge is a checkout on a monthly Paystack plan (Paystack subscribes the
 * card once it is paid), and each renewal Paystack charges is recorded as a payment of its own and
 * confirmed like any other, so the ledger, referral credit and the purpose see every period alike.
 */
@Injectable()
export class SubscriptionCheckoutService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly checkout: CheckoutService,
    private readonly plans: SubscriptionPlansService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async start(request: SubscriptionRequest): Promise<{ reference: string; authorizationUrl: string }> {
    const { periods, planKey, planLabel, ...checkout } = request;
    const planCode = await this.plans.planFor({ key: planKey, label: planLabel, amountKobo: request.amountKobo }).catch((error: unknown) => {
      throw paystackFailure(error);
    });
    const reference = newPaymentReference();
    const subscriptionId = await this.subscriptions.open({
      userId: request.userId, purpose: request.purpose, subject: request.subject ?? {}, description: request.description,
      amountKobo: request.amountKobo, periods, planCode, customerEmail: request.email, firstReference: reference,
    });
    return this.checkout.start({ ...checkout, reference, planCode, subscriptionId });
  }

  /**
   * A charge.success Trail did not start: a renewal when it is on a plan of one of Trail's subscriptions.
   * Recorded under Paystack's reference (the unique index keeps one record per charge), then confirmed.
   */
  async renew(report: PaystackReport, charge: { planCode?: string; customerEmail?: string }): Promise<PaymentStatus | null> {
    if (!charge.planCode || !charge.customerEmail) return null;
    const target = await this.subscriptions.renewalTarget({ planCode: charge.planCode, customerEmail: charge.customerEmail, authorizationCode: report.authorizationCode });
    if (!target) {
      this.logger.warn(`Charge ${report.reference} on plan ${charge.planCode} matches no Trail subscription`);
      return null;
    }
    const { subscriptionId, ...payment } = target;
    try {
      await this.checkout.record({ ...payment, reference: report.reference, subscriptionId });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    return this.checkout.confirm(report);
  }
}
