import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One counter: requests in one window of one budget, or wrong passwords for one (address, e-mail) or one e-mail.
 * `_id` is the key (a hash, so no address or e-mail is stored); MongoDB drops it at `expiresAt`.
 */
@Schema({ collection: 'ratelimitcounters', versionKey: false })
export class RateLimitCounter {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true, default: 0 })
  hits: number;

  /** Failed sign-ins per (address, e-mail): the next try waits until then. */
  @Prop()
  nextAt?: Date;

  @Prop({ required: true })
  expiresAt: Date;

  /** Failed sign-ins per account only: the owner was told about this window's pause (decision 0076). */
  @Prop()
  noticeSent?: boolean;
}

export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
RateLimitCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
