import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * A refund the ledger refused (decision 0073: Trail's fees never go below zero; or the payment was not paid, or
 * has less left): nothing moved, and an admin looks. One per (payment, part); asking again counts another try.
 */
@Schema({ collection: 'refusedrefunds', timestamps: true })
export class RefusedRefund {
  @Prop({ required: true })
  paymentReference: string;

  @Prop({ required: true })
  part: string;

  @Prop({ required: true, min: 1 })
  amountKobo: number;

  /** Why the refund was asked for ("Meeting … cancelled by the mentor"). */
  @Prop({ required: true })
  reason: string;

  /** Why it was refused. */
  @Prop({ required: true })
  problem: string;

  /** How often it was asked for and refused ($inc on each flag, 1 on the first). */
  @Prop({ required: true, min: 1 })
  tries: number;

  @Prop()
  resolvedAt?: Date;

  @Prop({ type: mongoose.Schema.Types.ObjectId })
  resolvedBy?: Types.ObjectId;

  /** What the admin did about it. */
  @Prop()
  note?: string;

  createdAt: Date;
  updatedAt: Date;
}

export type RefusedRefundDocument = HydratedDocument<RefusedRefund>;
export const RefusedRefundSchema = SchemaFactory.createForClass(RefusedRefund);
RefusedRefundSchema.index({ paymentReference: 1, part: 1 }, { unique: true });
// The admin's list: the open ones, newest first.
RefusedRefundSchema.index({ resolvedAt: 1, updatedAt: -1 });
