import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * One per learner who has held hours: each new hold writes it inside its transaction, so two holds of
 * one learner conflict and run one after the other, each counting the other's hours (decision 0075).
 * Without it two parallel requests would each count the holds committed before them and both pass.
 */
@Schema({ collection: 'holdgates' })
export class HoldGate {
  /** The learner's user id. */
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ required: true })
  lastHoldAt: Date;
}

export type HoldGateDocument = HydratedDocument<HoldGate>;
export const HoldGateSchema = SchemaFactory.createForClass(HoldGate);
