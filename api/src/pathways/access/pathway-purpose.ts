import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { PathwayPaymentMode, PathwayPlanId } from '@trail/shared';
import type { ClientSession } from 'mongoose';
import { type ConfirmedCheckout, type PaymentPurpose, PaymentPurposes, RefundsService, SubscriptionsService } from '../../payments';
import { PathwayAccessService } from './pathway-access.service';

export const PATHWAY_PURPOSE = 'pathway';

/** What a pathway checkout records for its confirmation. */
export interface PathwaySubject {
  pathwayId: string;
  plan: PathwayPlanId;
  mode: PathwayPaymentMode;
}

export const DUPLICATE_REFUND_PART = 'all';
const DUPLICATE_REFUND_REASON = 'The learner already had this pathway';
const STRAY_RENEWAL_REASON = 'A renewal for a subscription that no longer holds the pathway';

/**
 * Payment confirmed for a plan: inside the transaction that marks it paid and writes its ledger
 * entries, the pathway opens for the learner. A second paid checkout for a pathway the learner
 * already has (two tabs, a double click past the 409) opens nothing and is refunded in full.
 * Pay Monthly: the first period's charge opens it until a month on, each renewal adds a month, the
 * last period makes it permanent (decision 0049); a charge that can open or extend nothing is
 * refunded and its subscription ended.
 */
@Injectable()
export class PathwayPurpose implements PaymentPurpose, OnModuleInit {
  readonly name = PATHWAY_PURPOSE;
  private readonly logger = new Logger('Pathways');

  constructor(
    private readonly purposes: PaymentPurposes,
    private readonly access: PathwayAccessService,
    private readonly refunds: RefundsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  onModuleInit(): void {
    this.purposes.register(this);
  }

  async onConfirmed(checkout: ConfirmedCheckout, session: ClientSession): Promise<void> {
    const { pathwayId, plan, mode } = checkout.subject as unknown as PathwaySubject;
    const { period, userId, reference } = checkout;
    const at = new Date();
    if (period && period.number > 1) {
      const renewed = await this.access.renewIn(session, { userId, pathwayId, subscriptionId: period.subscriptionId, at, paidOff: period.paidOff });
      if (renewed === 'renewed') return;
      return this.refund(checkout, session, STRAY_RENEWAL_REASON);
    }
    const subscription = period ? { id: period.subscriptionId, paidOff: period.paidOff } : undefined;
    const granted = await this.access.grantIn(session, { userId, pathwayId, plan, mode, paymentReference: reference, at, subscription });
    // The lapsed subscription this replaces must not charge again.
    if (granted.replacedSubscriptionId) await this.subscriptions.endIn(session, granted.replacedSubscriptionId);
    if (granted.outcome === 'granted') return;
    this.logger.warn(`Payment ${reference} is for a pathway its payer already has: refunding it`);
    await this.refund(checkout, session, DUPLICATE_REFUND_REASON);
  }

  private async refund(checkout: ConfirmedCheckout, session: ClientSession, reason: string): Promise<void> {
    await this.refunds.requestIn(session, { paymentReference: checkout.reference, part: DUPLICATE_REFUND_PART, amountKobo: checkout.amountKobo, reason });
    if (checkout.period) await this.subscriptions.endIn(session, checkout.period.subscriptionId);
  }
}
