import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * A learner's progress on one pathway resource (spec §4): pending once opened, completed once marked
 * as read; no document means new. Apart from the content, so re-seeding never touches it, and one per
 * (user, resource): the unique index settles double clicks and retries.
 */
@Schema({ collection: 'pathwayprogress', timestamps: true })
export class ResourceProgress {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  pathway: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  resource: Types.ObjectId;

  @Prop({ type: String, required: true, enum: ['pending', 'completed'] })
  state: 'pending' | 'completed';

  @Prop({ required: true })
  openedAt: Date;

  @Prop()
  completedAt?: Date;
}

export type ResourceProgressDocument = HydratedDocument<ResourceProgress>;
export const ResourceProgressSchema = SchemaFactory.createForClass(ResourceProgress);
ResourceProgressSchema.index({ user: 1, resource: 1 }, { unique: true });
ResourceProgressSchema.index({ user: 1, pathway: 1 });
