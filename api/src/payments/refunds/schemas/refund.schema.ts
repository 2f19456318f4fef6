import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/**
 * requested — recorded with its ledger entries; Paystack may not have been asked yet (the retry job
 *             asks again while it stays here);
 * sent      — Paystack accepted it (or holds a refund an earlier attempt left there, now ours) and will
 *             report the outcome; the retry job asks GET /refund/:id when no word comes;
 * processed — the money reached the payer; failed — Paystack refused it for good (an operator acts,
 *             docs/decisions/0041-refunds.md).
 */
export const REFUND_STATUSES = ['requested', 'sent', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund of part of a payment (or all of it): the claim made before Paystack is asked (claim, then act). */
@Schema({ collection: 'refunds', timestamps: true })
export class Refund {
  /** The payment's reference: Paystack's transaction reference too. */
  @Prop({ required: true })
  paymentReference: string;

  /** What is refunded (a meeting's id, 'all'): one refund per (payment, part), ever. */
  @Prop({ required: true })
  part: string;

  @Prop({ required: true, min: 1 })
  amountKobo: number;

  @Prop({ required: true })
  reason: string;

  @Prop({ type: String, required: true, enum: REFUND_STATUSES, default: 'requested' })
  status: RefundStatus;

  /** Paystack's id for the refund, once it accepted it: one claim per Paystack refund (unique index below). */
  @Prop()
  paystackRefundId?: string;

  @Prop({ default: 0 })
  attempts: number;

  /** While one instance is asking Paystack, no other asks (a stale lock is a crash's leftover). */
  @Prop()
  sendingUntil?: Date;

  /** Why the last attempt did not go through, or why Paystack refused it for good. */
  @Prop()
  problem?: string;

  /** When the retry job last asked Paystack about this `sent` refund (its webhook had not come). */
  @Prop()
  followedUpAt?: Date;

  /** The Paystack webhooks already applied (event and refund), so a replay is spotted even without an id. */
  @Prop({ type: [String], default: [] })
  webhookKeys: string[];

  createdAt: Date;
  updatedAt: Date;
}

export type RefundDocument = HydratedDocument<Refund>;
export const RefundSchema = SchemaFactory.createForClass(Refund);
RefundSchema.index({ paymentReference: 1, part: 1 }, { unique: true });
// The retry job's scans (requested; sent with no word for a while).
RefundSchema.index({ status: 1, updatedAt: 1 });
/** Named apart from the plain index it replaces (paystackRefundId_1), which RefundsService drops at start. */
export const PAYSTACK_REFUND_ID_INDEX = 'paystackRefundId_unique';
// The guard against two claims adopting one Paystack refund, and how webhooks find the refund they report on.
RefundSchema.index(
  { paystackRefundId: 1 },
  { name: PAYSTACK_REFUND_ID_INDEX, unique: true, partialFilterExpression: { paystackRefundId: { $type: 'string' } } },
);
