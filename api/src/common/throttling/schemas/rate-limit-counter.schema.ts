import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One counter: requests in one window of one budget, or wrong passwords for one (IP, e-mail).
 * `_id` is the key (a hash, so no address or e-mail is stored); MongoDB drops it at `expiresAt`.
 */
@Schema({ collection: 'ratelimitcounters', versionKey: false })
export class RateLimitCounter {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true, default: 0 })
  hits: number;

  /** Failed sign-ins only: when the last one happened, so the wait grows from there. */
  @Prop()
  lastAt?: Date;

  @Prop({ required: true })
  expiresAt: Date;
}

export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
RateLimitCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
