import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

/** disputed: still pending, but a problem was reported: the release job leaves it to the dispute's decision (decision 0074). */
export const EARNING_HOLD_STATUSES = ['pending', 'disputed', 'released', 'reversed'] as const;
export type EarningHoldStatus = (typeof EARNING_HOLD_STATUSES)[number];

/** One earner's share of a held session, as the ledger credited it to their pending account. */
@Schema({ _id: false })
export class HeldShare {
  @Prop({ type: Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ type: String, required: true, enum: ['mentor', 'referral'] })
  label: 'mentor' | 'referral';

  @Prop({ required: true })
  amountKobo: number;
}

/**
 * When a paid session's earnings leave pending (decision 0073): the schedule beside the ledger, which
 * holds the money itself. One per (payment, part); `released` and `reversed` are claimed in the same
 * transaction as the ledger's release or refund of that part, so each happens once.
 */
@Schema({ collection: 'earningholds', timestamps: true })
export class EarningHold {
  @Prop({ required: true })
  paymentReference: string;

  /** The session's part of the payment: the meeting's id, as its refund names it. */
  @Prop({ required: true })
  part: string;

  /** The session's end plus the dispute window. */
  @Prop({ required: true })
  releaseAt: Date;

  @Prop({ type: String, required: true, enum: EARNING_HOLD_STATUSES, default: 'pending' })
  status: EarningHoldStatus;

  /** What the session cost: a refund of all of it leaves nothing to release. */
  @Prop({ required: true })
  amountKobo: number;

  @Prop({ type: [SchemaFactory.createForClass(HeldShare)], default: [] })
  shares: HeldShare[];

  @Prop()
  settledAt?: Date;
}

export type EarningHoldDocument = HydratedDocument<EarningHold>;
export const EarningHoldSchema = SchemaFactory.createForClass(EarningHold);
EarningHoldSchema.index({ paymentReference: 1, part: 1 }, { unique: true });
// The release job's scan: what is due.
EarningHoldSchema.index({ status: 1, releaseAt: 1 });
// An earner's pending earnings, by date.
EarningHoldSchema.index({ 'shares.user': 1, status: 1, releaseAt: 1 });
