import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * pending — checkout started, first charge not confirmed; active — Paystack charges every period;
 * cancelled — no more charges wanted (the learner, Paystack's not_renew/disable, a duplicate);
 * paid-off — every period is paid.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'paid-off'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A purchase paid per period on a Paystack plan: `periods` charges in all, each one a payment of its
 * own (the first under Trail's reference, renewals under Paystack's). Paystack's subscription code and
 * e-mail token arrive with subscription.create; they are what disabling it takes.
 */
@Schema({ collection: 'subscriptions', timestamps: true })
export class Subscription {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  /** The payment purpose every period's payment is for, and its subject. */
  @Prop({ required: true })
  purpose: string;

  @Prop({ type: mongoose.Schema.Types.Mixed, default: {} })
  subject: Record<string, unknown>;

  @Prop({ required: true })
  description: string;

  @Prop({ required: true, min: 1 })
  amountKobo: number;

  @Prop({ required: true, min: 1 })
  periods: number;

  @Prop({ default: 0, min: 0 })
  periodsPaid: number;

  @Prop({ required: true })
  planCode: string;

  /** The e-mail Paystack knows the customer by (lower case): renewals and subscription events name it. */
  @Prop({ required: true })
  customerEmail: string;

  /** The checkout that starts it. */
  @Prop({ required: true })
  firstReference: string;

  @Prop({ type: String, required: true, enum: SUBSCRIPTION_STATUSES, default: 'pending' })
  status: SubscriptionStatus;

  @Prop()
  subscriptionCode?: string;

  @Prop()
  emailToken?: string;

  /** The card authorization its first charge saved; subscription.create names the same one. */
  @Prop()
  authorizationCode?: string;

  /** Set once Paystack has disabled it (or said so): nothing left to ask of Paystack. */
  @Prop()
  disabledAt?: Date;

  /** Paystack's last failed charge for it (invoice.payment_failed); no period is added. */
  @Prop()
  lastFailureAt?: Date;

  /** subscription.expiring_cards: the saved card expires before a coming charge; cleared once Paystack holds a later one. */
  @Prop({ type: { _id: false, description: String, expiry: String } })
  expiringCard?: { description: string; expiry: string };
}

export type SubscriptionDocument = HydratedDocument<Subscription>;
export const SubscriptionSchema = SchemaFactory.createForClass(Subscription);
SubscriptionSchema.index({ firstReference: 1 }, { unique: true });
SubscriptionSchema.index({ subscriptionCode: 1 }, { unique: true, partialFilterExpression: { subscriptionCode: { $type: 'string' } } });
SubscriptionSchema.index({ planCode: 1, customerEmail: 1, createdAt: -1 });
SubscriptionSchema.index({ status: 1, disabledAt: 1 });
SubscriptionSchema.index({ 'expiringCard.expiry': 1 }, { partialFilterExpression: { 'expiringCard.expiry': { $type: 'string' } } });
