import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/**
 * requested — recorded with its ledger entries; Paystack may not have been asked yet (the retry job
 *             asks again while it stays here);
 * sent      — Paystack accepted it and will report the outcome;
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

  /** Paystack's id for the refund, once it accepted it. */
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

  /** The Paystack webhooks already applied (event and refund), so a replay is spotted even without an id. */
  @Prop({ type: [String], default: [] })
  webhookKeys: string[];

  createdAt: Date;
  updatedAt: Date;
}

export type RefundDocument = HydratedDocument<Refund>;
export const RefundSchema = SchemaFactory.createForClass(Refund);
RefundSchema.index({ paymentReference: 1, part: 1 }, { unique: true });
// The retry job's scan, and Paystack's webhooks finding the refund they report on.
RefundSchema.index({ status: 1, updatedAt: 1 });
RefundSchema.index({ paystackRefundId: 1 }, { sparse: true });
