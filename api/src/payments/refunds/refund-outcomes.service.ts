import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter, type Types } from 'mongoose';
import { isDuplicateKey } from '../../platform/database';
import type { Refund as PaystackRefund } from '../../integrations/paystack';
import { PaymentPurposes } from '../checkout/payment-purposes';
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

/** Paystack's refund statuses that end a refund; pending, processing and needs-attention leave it `sent`. */
const SETTLED_BY: Partial<Record<string, RefundStatus>> = { processed: 'processed', failed: 'failed' };

/** Which states each word can move a refund from: nothing moves a processed refund, money reached the payer. */
const FROM: Record<RefundStatus, RefundStatus[]> = {
  requested: [],
  sent: ['requested'],
  processed: ['requested', 'sent', 'failed'],
  failed: ['requested', 'sent'],
};

/** Paystack's word on a refund (a webhook, or its answer when asked) settles the claims RefundsService made, once, in whatever order it comes. */
@Injectable()
export class RefundOutcomesService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectModel(Refund.name) private readonly refunds: Model<Refund>,
    private readonly purposes: PaymentPurposes,
  ) {}

  async onPaystackRefund(report: RefundReport): Promise<void> {
    const target = TARGET[report.event];
    const key = `${report.event}:${report.eventKey}`;
    const change = { paystackRefundId: report.refundId, reason: report.reason, webhookKey: key };
    const known = report.refundId ? await this.refunds.findOne({ paystackRefundId: report.refundId }, { _id: 1 }).lean() : null;
    if (known) {
      await this.move({ _id: known._id }, target, change);
      return;
    }
    // Paystack's webhooks may name only the transaction: the oldest open refund of that amount is the one.
    if (await this.refunds.exists({ paymentReference: report.transactionReference, webhookKeys: key })) return;
    try {
      await this.move(
        // Filters are sanitised app-wide (database.module.ts); this operator is ours.
        { paymentReference: report.transactionReference, amountKobo: report.amountKobo, ...(report.refundId ? { paystackRefundId: mongoose.trusted({ $exists: false }) } : {}) },
        target,
        change,
      );
    } catch (error) {
      // A claim adopted this refund id since the read above (RefundAdoptionService): the unique index
      // decided it is that claim's, so the word is for it; a 500 would only make Paystack send it again.
      if (!report.refundId || !isDuplicateKey(error)) throw error;
      await this.move({ paystackRefundId: report.refundId }, target, change);
    }
  }

  /** What Paystack answered when asked about a refund (GET /refund/:id): true when that settled it. */
  async onPaystackAnswer(id: Types.ObjectId, refund: Pick<PaystackRefund, 'status'>): Promise<boolean> {
    const target = SETTLED_BY[refund.status];
    return Boolean(target && (await this.move({ _id: id }, target, { reason: `Paystack reports the refund ${refund.status}` })));
  }

  /** Moves the oldest matching refund to `target` if the FROM table allows; a failed refund is left to an operator. */
  private async move(
    filter: QueryFilter<Refund>,
    target: RefundStatus,
    change: { paystackRefundId?: string; reason?: string; webhookKey?: string },
  ): Promise<(Refund & { _id: Types.ObjectId }) | null> {
    const refund = await this.refunds.findOneAndUpdate(
      { ...filter, status: mongoose.trusted({ $in: FROM[target] }) },
      {
        $set: {
          status: target,
          ...(change.paystackRefundId ? { paystackRefundId: change.paystackRefundId } : {}),
          ...(target === 'failed' ? { problem: change.reason ?? 'Paystack could not refund it' } : {}),
        },
        ...(change.webhookKey ? { $addToSet: { webhookKeys: change.webhookKey } } : {}),
        $unset: { sendingUntil: 1 },
      },
      { returnDocument: 'after', sort: { createdAt: 1 } },
    );
    if (refund?.status === 'processed') {
      // Only the report that moved it here gets a refund back (FROM never moves a processed one): one notice each.
      void this.purposes.announceRefundSettled({ refundId: refund._id.toString(), paymentReference: refund.paymentReference, amountKobo: refund.amountKobo });
    }
    if (refund?.status === 'failed') {
      this.logger.error(
        `Refund of ${refund.amountKobo} kobo for ${refund.paymentReference} (${refund.part}) failed at Paystack: ${refund.problem}. Needs an operator (docs/decisions/0041-refunds.md).`,
      );
    }
    return refund;
  }
}
