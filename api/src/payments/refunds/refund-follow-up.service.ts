import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model } from 'mongoose';
import { errorMessage } from '../../platform/errors';
import { paymentsConfig, type PaymentsConfig } from '../../platform/config';
import { PaystackClient, PaystackRequestError } from '../../integrations/paystack';
import { RefundAdoptionService } from './refund-adoption.service';
import { RefundOutcomesService } from './refund-outcomes.service';
import { Refund } from './schemas/refund.schema';

/** A refund whose refund.processed/failed webhook was lost would stay `sent` forever: the retry job asks Paystack about it (decision 0045). */
@Injectable()
export class RefundFollowUpService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectModel(Refund.name) private readonly refunds: Model<Refund>,
    private readonly paystack: PaystackClient,
    private readonly outcomes: RefundOutcomesService,
    private readonly adoption: RefundAdoptionService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  /**
   * Asks GET /refund/:id for each refund `sent` with no word for `refundFollowUpAfterMs`, and settles it by the
   * webhooks' rules. One sent without its Paystack id is first found by GET /refund?transaction= (adopted by amount).
   */
  async followUpSent(now = new Date()): Promise<void> {
    const due = await this.refunds
      // Filters are sanitised app-wide (database.module.ts); this operator is ours.
      .find({ status: 'sent', updatedAt: mongoose.trusted({ $lte: new Date(now.getTime() - this.config.refundFollowUpAfterMs) }) }, { paystackRefundId: 1, paymentReference: 1, part: 1, amountKobo: 1 })
      .sort({ updatedAt: 1 })
      .lean();
    for (const claim of due) {
      const what = `Refund ${claim.paystackRefundId ?? '(no Paystack id yet)'} for ${claim.paymentReference} (${claim.part})`;
      let refund;
      try {
        const refundId = claim.paystackRefundId ?? (await this.adoption.identifySent(claim));
        if (refundId) refund = await this.paystack.fetchRefund(refundId);
        else this.logger.warn(`${what}: Paystack holds no refund of ${claim.amountKobo} kobo for it that another claim does not own; asked again later.`);
      } catch (error) {
        if (!(error instanceof PaystackRequestError)) {
          this.logger.warn(`Sent refunds not followed up yet, Paystack cannot be asked: ${errorMessage(error)}`);
          return;
        }
        this.logger.error(`${what}: Paystack does not answer about it (${error.message}). Needs an operator (docs/decisions/0041-refunds.md).`);
      }
      if (refund && (await this.outcomes.onPaystackAnswer(claim._id, refund))) continue;
      if (refund?.status === 'needs-attention') {
        this.logger.warn(`${what} needs the customer's account details at Paystack (retry with customer details, docs/decisions/0041-refunds.md).`);
      }
      // Touching it (updatedAt) puts it at the back: asked again after another interval.
      await this.refunds.updateOne({ _id: claim._id, status: 'sent' }, { $set: { followedUpAt: now } });
    }
  }
}
