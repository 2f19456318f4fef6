import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

@Schema({ _id: false })
export class StoredSkillLevel {
  @Prop({ required: true })
  name: string;

  @Prop({ required: true })
  level: number;
}

@Schema({ _id: false })
export class StoredTraitScore {
  @Prop({ required: true })
  trait: string;

  @Prop({ required: true })
  question: string;

  @Prop({ required: true })
  score: number;
}

/** A learner's latest answers to a track's skill test: the unique (user, field) makes a re-take replace it. */
@Schema({ collection: 'skilltestresults', timestamps: true })
export class SkillTestResultRecord {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  field: Types.ObjectId;

  @Prop({ required: true })
  version: number;

  @Prop({ type: [String], required: true })
  values: string[];

  @Prop({ type: [SchemaFactory.createForClass(StoredSkillLevel)], required: true })
  skill: StoredSkillLevel[];

  @Prop({ type: [SchemaFactory.createForClass(StoredTraitScore)], required: true })
  trait: StoredTraitScore[];

  @Prop({ required: true })
  takenAt: Date;
}

export type SkillTestResultDocument = HydratedDocument<SkillTestResultRecord>;
export const SkillTestResultSchema = SchemaFactory.createForClass(SkillTestResultRecord);
SkillTestResultSchema.index({ user: 1, field: 1 }, { unique: true });
SkillTestResultSchema.index({ user: 1, takenAt: -1 });
