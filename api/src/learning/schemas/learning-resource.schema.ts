import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { INPUT_LIMITS, RESOURCE_TYPES, type ResourceType } from '@trail/shared';
import mongoose, { type HydratedDocument, Types } from 'mongoose';

export const LEARNING_TITLE_MAX = INPUT_LIMITS.learningTitle;
export const LINK_MAX = INPUT_LIMITS.link;

@Schema({ _id: false })
export class DatedState {
  @Prop({ default: false })
  state: boolean;

  /** When the state last changed. */
  @Prop()
  date?: Date;
}
const DatedStateSchema = SchemaFactory.createForClass(DatedState);

@Schema({ collection: 'learningresources', timestamps: true })
export class LearningResource {
  @Prop({ type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true })
  user: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: LEARNING_TITLE_MAX })
  title: string;

  @Prop({ required: true, maxlength: LINK_MAX })
  link: string;

  /** `normaliseResourceUrl(link)`: the same page saved twice shares this key. */
  @Prop({ required: true })
  normalisedUrl: string;

  /** Derived from `link` on the server, never taken from the client. */
  @Prop({ required: true })
  offeredBy: string;

  @Prop({ type: String, required: true, enum: RESOURCE_TYPES })
  type: ResourceType;

  @Prop({ type: [String], default: [] })
  microSkill: string[];

  @Prop()
  image?: string;

  @Prop({ type: DatedStateSchema, default: () => ({ state: false }) })
  wishList: DatedState;

  @Prop({ type: DatedStateSchema, default: () => ({ state: false }) })
  reminder: DatedState;

  @Prop({ default: false })
  done: boolean;

  @Prop()
  doneAt?: Date;

  /** Client-made id of the save request, so a retried request finds the first one's record. */
  @Prop()
  saveId?: string;

  createdAt: Date;
  updatedAt: Date;
}

export type LearningResourceDocument = HydratedDocument<LearningResource>;
export const LearningResourceSchema = SchemaFactory.createForClass(LearningResource);
LearningResourceSchema.index({ user: 1, normalisedUrl: 1 }, { unique: true });
LearningResourceSchema.index(
  { user: 1, saveId: 1 },
  { unique: true, partialFilterExpression: { saveId: { $type: 'string' } } },
);
/** Serves every list's filter and its newest-first order (lists hint it), and the weekly activity's date range. */
export const NEWEST_FIRST_INDEX = { user: 1, createdAt: -1, _id: -1 } as const;
LearningResourceSchema.index(NEWEST_FIRST_INDEX);
// The Home tiles' tally (TALLY_FIELDS in learning-views.ts) reads this index alone.
LearningResourceSchema.index({ user: 1, 'wishList.state': 1, done: 1, 'reminder.state': 1 });
