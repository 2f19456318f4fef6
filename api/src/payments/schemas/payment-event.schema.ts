import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PAYMENT_WEBHOOK_EVENTS, type PaymentWebhookEvent } from '@trail/shared';
import { type HydratedDocument, Schema as MongooseSchema } from 'mongoose';

/**
 * The webhook inbox: each verified Paystack event, once. The unique (event, reference) index is what
 * makes a replayed webhook change nothing; the money handling reads events from here.
 */
@Schema({ collection: 'paymentevents', timestamps: { createdAt: 'receivedAt', updatedAt: false } })
export class PaymentEvent {
  @Prop({ type: String, required: true, enum: PAYMENT_WEBHOOK_EVENTS })
  event: PaymentWebhookEvent;

  /** The transaction or transfer reference; the subscription or invoice code for those events. */
  @Prop({ required: true })
  reference: string;

  /** Paystack's `data`, as signed. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  data: Record<string, unknown>;

  receivedAt: Date;
}

export type PaymentEventDocument = HydratedDocument<PaymentEvent>;
export const PaymentEventSchema = SchemaFactory.createForClass(PaymentEvent);
PaymentEventSchema.index({ event: 1, reference: 1 }, { unique: true });
