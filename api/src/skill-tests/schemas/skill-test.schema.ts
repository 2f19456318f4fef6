import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

@Schema({ _id: false })
export class StoredTrait {
  @Prop({ required: true })
  key: string;

  @Prop({ required: true })
  trait: string;

  @Prop({ required: true })
  question: string;
}

/** A track's skill and personality test, seeded from content/ by field: one per track. */
@Schema({ collection: 'skilltests', timestamps: true })
export class SkillTest {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  field: Types.ObjectId;

  @Prop({ required: true })
  version: number;

  @Prop({ type: [String], required: true })
  values: string[];

  @Prop({ type: [String], required: true })
  skills: string[];

  @Prop({ type: [SchemaFactory.createForClass(StoredTrait)], required: true })
  traits: StoredTrait[];
}

export type SkillTestDocument = HydratedDocument<SkillTest>;
export const SkillTestSchema = SchemaFactory.createForClass(SkillTest);
SkillTestSchema.index({ field: 1 }, { unique: true });
