import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { PathwayPace as Rate } from '@trail/shared';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/** A learner's Trail assistant pace on one pathway (spec "assistant": field and rate); none means regular. */
@Schema({ collection: 'pathwaypaces', timestamps: true })
export class PathwayPace {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  pathway: Types.ObjectId;

  @Prop({ type: String, required: true, enum: ['slow', 'regular', 'intense'] })
  rate: Rate;
}

export type PathwayPaceDocument = HydratedDocument<PathwayPace>;
export const PathwayPaceSchema = SchemaFactory.createForClass(PathwayPace);
PathwayPaceSchema.index({ user: 1, pathway: 1 }, { unique: true });
