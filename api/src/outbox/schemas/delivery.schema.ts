import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, Types } from 'mongoose';

export const DELIVERY_CHANNELS = ['email', 'whatsapp'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * The outbox's collection. Named `reminderdeliveries` until decision 0081; migration
 * `0003-deliveries-collection` renames it, and reads this name, so the two cannot drift.
 */
export const DELIVERIES_COLLECTION = 'deliveries';

/**
 * One message on one channel: a weekly digest, a meeting's invite, reminder or cancellation, the
 * welcome mail, a receipt or a refund notice. The unique (user, week, channel) index is the
 * exactly-once guard: a sender claims a row before sending, and a second claim fails.
 */
@Schema({ collection: DELIVERIES_COLLECTION, timestamps: true })
export class Delivery {
  @Prop({ type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true })
  user: Types.ObjectId;

  /**
   * The occasion: an ISO week in the reminders' time zone for the digest (`2025-W07`), or
   * `meeting:<id>:<kind>` for a meeting's notice. Named for its first use; kept so stored rows and
   * the index stay valid (decision 0042).
   */
  @Prop({ required: true })
  week: string;

  @Prop({ type: String, required: true, enum: DELIVERY_CHANNELS })
  channel: DeliveryChannel;

  @Prop({ type: String, required: true, enum: ['sending', 'sent', 'failed'], default: 'sending' })
  status: 'sending' | 'sent' | 'failed';

  @Prop()
  error?: string;

  /** Sends tried so far, the first included. */
  @Prop({ default: 1 })
  attempts: number;

  /** A failed send that may be tried again (money mails, decision 0061): when the retry job may take it. */
  @Prop()
  retryAt?: Date;

  /**
   * While one instance sends a mail that has a retry policy (its first send or a retry), no other does;
   * a lapsed lease on a `sending` claim is a crash's leftover, which the retry job takes.
   */
  @Prop()
  leaseUntil?: Date;
}

export type DeliveryDocument = HydratedDocument<Delivery>;
export const DeliverySchema = SchemaFactory.createForClass(Delivery);
DeliverySchema.index({ user: 1, week: 1, channel: 1 }, { unique: true });
// The retry job's scan: only retryable claims carry retryAt or leaseUntil.
DeliverySchema.index({ retryAt: 1 }, { partialFilterExpression: { retryAt: { $exists: true } } });
DeliverySchema.index({ leaseUntil: 1 }, { partialFilterExpression: { leaseUntil: { $exists: true } } });
