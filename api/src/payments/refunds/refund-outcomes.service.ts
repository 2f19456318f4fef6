import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model } from 'mongoose';
import { Refund, type RefundStatus } from './schemas/refund.schema';

/** What a refund.* webhook says, in Trail's words. */
export interface RefundReport {
  event: 'refund.pending' | 'refund.processed' | 'refund.failed';
  transactionReference: string;
  /** Paystack's refund id, when the event carries it. */
  refundId?: string;
  amountKobo: number;
  /** What names this refund's event uniquely (refund id or processor reference): replays are spotted by it. */
  eventKey: string;
  reason?: string;
}

const TARGET: Record<RefundReport['event'], RefundStatus> = { 'refund.pending': 'sent', 'refund.processed': 'processed', 'refund.failed': 'failed' };

/** Which states each word can move a refund from: nothing moves a processed refund, money reached the payer. */
const FROM: Record<RefundStatus, RefundStatus[]> = {
  requested: [],
  sent: ['requested'],
  processed: ['requested', 'sent', 'failed'],
  failed: ['requested', 'sent'],
};

/** Paystack's refund webhooks settle the claims RefundsService made, once, in whatever order they come. */
@Injectable()
export class RefundOutcomesService {
  private readonly logger = new Logger('Refunds');

  constructor(@InjectModel(Refund.name) private readonly refunds: Model<Refund>) {}

  async onPaystackRefund(report: RefundReport): Promise<void> {
    const target = TARGET[report.event];
    const key = `${report.event}:${report.eventKey}`;
    const update = {
      $set: { status: target, ...(report.refundId ? { paystackRefundId: report.refundId } : {}), ...(target === 'failed' ? { problem: report.reason ?? 'Paystack could not refund it' } : {}) },
      $addToSet: { webhookKeys: key },
      $unset: { sendingUntil: 1 },
    };
    // Filters are sanitised app-wide (database.module.ts); these operators are ours.
    const from = mongoose.trusted({ $in: FROM[target] });
    const known = report.refundId ? await this.refunds.findOne({ paystackRefundId: report.refundId }, { _id: 1 }).lean() : null;
    let refund;
    if (known) {
      refund = await this.refunds.findOneAndUpdate({ _id: known._id, status: from }, update, { new: true });
    } else {
      // Paystack's webhooks may name only the transaction: the oldest open refund of that amount is the one.
      if (await this.refunds.exists({ paymentReference: report.transactionReference, webhookKeys: key })) return;
      refund = await this.refunds.findOneAndUpdate(
        { paymentReference: report.transactionReference, amountKobo: report.amountKobo, status: from, ...(report.refundId ? { paystackRefundId: mongoose.trusted({ $exists: false }) } : {}) },
        update,
        { new: true, sort: { createdAt: 1 } },
      );
    }
    if (refund?.status === 'failed') {
      this.logger.error(
        `Refund of ${refund.amountKobo} kobo for ${refund.paymentReference} (${refund.part}) failed at Paystack: ${refund.problem}. Needs an operator (docs/decisions/0041-refunds.md).`,
      );
    }
  }
}
