import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/**
 * Which Paystack plan sells what: one per key (e.g. `pathway:<id>:2:monthly:500000`), its amount part
 * of the key so a price change makes a new plan. The unique key is the guard: two API instances that
 * race to create the same plan keep one mapping (the loser's Paystack plan is never used).
 */
@Schema({ collection: 'subscriptionplans', timestamps: true })
export class SubscriptionPlan {
  @Prop({ required: true })
  key: string;

  @Prop({ required: true })
  planCode: string;
}

export type SubscriptionPlanDocument = HydratedDocument<SubscriptionPlan>;
export const SubscriptionPlanSchema = SchemaFactory.createForClass(SubscriptionPlan);
SubscriptionPlanSchema.index({ key: 1 }, { unique: true });
