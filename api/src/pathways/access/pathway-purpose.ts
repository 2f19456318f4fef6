import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { PathwayPaymentMode, PathwayPlanId } from '@trail/shared';
import type { ClientSession } from 'mongoose';
import { type ConfirmedCheckout, type PaymentPurpose, PaymentPurposes } from '../../payments/checkout/payment-purposes';
import { RefundsService } from '../../payments/refunds/refunds.service';
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

/**
 * Payment confirmed for a plan: inside the transaction that marks it paid and writes its ledger
 * entries, the pathway opens for the learner. A second paid checkout for a pathway the learner
 * already has (two tabs, a double click past the 409) opens nothing and is refunded in full.
 */
@Injectable()
export class PathwayPurpose implements PaymentPurpose, OnModuleInit {
  readonly name = PATHWAY_PURPOSE;
  private readonly logger = new Logger('Pathways');

  constructor(
    private readonly purposes: PaymentPurposes,
    private readonly access: PathwayAccessService,
    private readonly refunds: RefundsService,
  ) {}

  onModuleInit(): void {
    this.purposes.register(this);
  }

  async onConfirmed(checkout: ConfirmedCheckout, session: ClientSession): Promise<void> {
    const { pathwayId, plan, mode } = checkout.subject as unknown as PathwaySubject;
    const granted = await this.access.grantIn(session, { userId: checkout.userId, pathwayId, plan, mode, paymentReference: checkout.reference, at: new Date() });
    if (granted === 'granted') return;
    this.logger.warn(`Payment ${checkout.reference} is for a pathway its payer already has: refunding it`);
    await this.refunds.requestIn(session, { paymentReference: checkout.reference, part: DUPLICATE_REFUND_PART, amountKobo: checkout.amountKobo, reason: DUPLICATE_REFUND_REASON });
  }
}
