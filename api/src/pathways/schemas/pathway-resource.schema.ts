import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * A resource of a pathway section. Its own collection so its _id stays put across seeds (learners'
 * progress points at it): the seed upserts by the natural key (pathway, key).
 */
@Schema({ collection: 'pathwayresources', timestamps: true })
export class PathwayResource {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  pathway: Types.ObjectId;

  /** Stable name within the pathway, from the content files. */
  @Prop({ required: true })
  key: string;

  @Prop({ required: true })
  section: number;

  /** Order within the section. */
  @Prop({ required: true })
  order: number;

  @Prop({ required: true })
  title: string;

  @Prop({ type: String, default: null })
  photo: string | null;

  @Prop({ required: true })
  description: string;

  @Prop({ required: true })
  duration: string;

  @Prop({ required: true })
  link: string;

  @Prop({ required: true })
  article: boolean;

  @Prop({ required: true })
  sub: string;

  /** Hidden from learners and from every count; progress on it is kept (decision 0054). */
  @Prop({ type: Date, default: null })
  retiredAt: Date | null;

  /** Set by the admin page: the seed then keeps the admin's version. */
  @Prop({ type: Date, default: null })
  editedAt: Date | null;

  @Prop({ type: mongoose.Schema.Types.ObjectId, default: null })
  editedBy: Types.ObjectId | null;
}

export type PathwayResourceDocument = HydratedDocument<PathwayResource>;
export const PathwayResourceSchema = SchemaFactory.createForClass(PathwayResource);
PathwayResourceSchema.index({ pathway: 1, key: 1 }, { unique: true });
PathwayResourceSchema.index({ pathway: 1, section: 1, order: 1 });
