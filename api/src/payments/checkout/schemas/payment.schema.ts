import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { PaymentStatus } from '@trail/shared';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const satisfies readonly PaymentStatus[];

/**
 * A checkout Trail started: what is bought, by whom, for how much. It becomes `paid` only when
 * Paystack (webhook or verify) reports success for exactly this amount in naira, and that change,
 * the ledger entries and the purpose's own writes commit together.
 */
@Schema({ collection: 'payments', timestamps: true })
export class Payment {
  /** Trail's reference, sent to Paystack: the payment's identity everywhere. */
  @Prop({ required: true })
  reference: string;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  /** Which module bought what: 'meeting', 'pathway', … (PaymentPurposes). */
  @Prop({ required: true })
  purpose: string;

  /** The purpose's own data (held slots, a plan), handed back when the payment is confirmed. */
  @Prop({ type: mongoose.Schema.Types.Mixed, default: {} })
  subject: Record<string, unknown>;

  @Prop({ required: true, min: 1 })
  amountKobo: number;

  /** What the history says was bought: "a mentoring hour with Ada". */
  @Prop({ required: true })
  description: string;

  @Prop({ type: mongoose.Schema.Types.ObjectId })
  mentor?: Types.ObjectId;

  /** The subscription whose period it pays, for a Pay Monthly charge. */
  @Prop({ type: mongoose.Schema.Types.ObjectId })
  subscription?: Types.ObjectId;

  @Prop({ type: String, required: true, enum: PAYMENT_STATUSES, default: 'pending' })
  status: PaymentStatus;

  /** Why a report from Paystack was not accepted (wrong amount or currency). */
  @Prop()
  problem?: string;

  @Prop()
  paidAt?: Date;

  /** How much of it has gone back to the payer so far (refunds, whole or in part); never above amountKobo. */
  @Prop({ default: 0, min: 0 })
  refundedKobo: number;

  createdAt: Date;
}

export type PaymentDocument = HydratedDocument<Payment>;
export const PaymentSchema = SchemaFactory.createForClass(Payment);
PaymentSchema.index({ reference: 1 }, { unique: true });
PaymentSchema.index({ user: 1, createdAt: -1 });
