import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { PathwayPaymentMode, PathwayPlanId } from '@trail/shared';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * A learner's plan on a pathway: written only when the payments module confirms a payment for it
 * (or by the demo seed), one per (learner, pathway). That unique index is the guard: a second paid
 * checkout for the same pathway cannot open it twice, it is refunded instead. A Pay Monthly record
 * whose `paidUntil` has passed no longer opens anything, and a new plan replaces it.
 */
@Schema({ collection: 'pathwayaccesses', timestamps: true })
export class PathwayAccessRecord {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  pathway: Types.ObjectId;

  @Prop({ type: Number, required: true, enum: [1, 2, 3] })
  plan: PathwayPlanId;

  @Prop({ type: String, required: true, enum: ['full', 'monthly'] })
  mode: PathwayPaymentMode;

  /** The payment that opened it; none for a demo account's seeded plan. */
  @Prop()
  paymentReference?: string;

  /**
   * Pay Monthly: the end of the paid period; access ends then unless a renewal moves it on.
   * None for a plan paid in full or paid off (decision 0049): access is then for good.
   */
  @Prop()
  paidUntil?: Date;

  /** Pay Monthly: the payments module's subscription whose renewals extend it. */
  @Prop()
  subscriptionId?: string;

  /** Due dates count from here (decision 0043). */
  @Prop({ required: true })
  grantedAt: Date;
}

export type PathwayAccessDocument = HydratedDocument<PathwayAccessRecord>;
export const PathwayAccessSchema = SchemaFactory.createForClass(PathwayAccessRecord);
PathwayAccessSchema.index({ user: 1, pathway: 1 }, { unique: true });
PathwayAccessSchema.index({ paymentReference: 1 }, { unique: true, partialFilterExpression: { paymentReference: { $type: 'string' } } });
