import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AssessmentQuestionType } from '@trail/shared';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/** A question of a section's assessment, seeded by (pathway, key). `correct` never leaves the API. */
@Schema({ collection: 'assessmentquestions', timestamps: true })
export class AssessmentQuestion {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  pathway: Types.ObjectId;

  @Prop({ required: true })
  section: number;

  @Prop({ required: true })
  key: string;

  @Prop({ required: true })
  order: number;

  @Prop({ required: true })
  question: string;

  @Prop({ type: String, required: true, enum: ['obj', 'check', 'text', 'link', 'file'] })
  type: AssessmentQuestionType;

  @Prop({ type: [String], default: [] })
  options: string[];

  @Prop({ type: [String], default: [] })
  img: string[];

  @Prop({ required: true })
  sub: string;

  @Prop({ type: [String], default: [] })
  correct: string[];
}

export type AssessmentQuestionDocument = HydratedDocument<AssessmentQuestion>;
export const AssessmentQuestionSchema = SchemaFactory.createForClass(AssessmentQuestion);
AssessmentQuestionSchema.index({ pathway: 1, key: 1 }, { unique: true });
AssessmentQuestionSchema.index({ pathway: 1, section: 1, order: 1 });
