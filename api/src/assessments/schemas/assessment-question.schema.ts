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

  /** No longer asked; attempts that answered it still name it (decision 0054). */
  @Prop({ type: Date, default: null })
  retiredAt: Date | null;

  /** Set by the admin page: the seed then keeps the admin's version. */
  @Prop({ type: Date, default: null })
  editedAt: Date | null;

  @Prop({ type: mongoose.Schema.Types.ObjectId, default: null })
  editedBy: Types.ObjectId | null;
}

export type AssessmentQuestionDocument = HydratedDocument<AssessmentQuestion>;
export const AssessmentQuestionSchema = SchemaFactory.createForClass(AssessmentQuestion);
AssessmentQuestionSchema.index({ pathway: 1, key: 1 }, { unique: true });
AssessmentQuestionSchema.index({ pathway: 1, section: 1, order: 1 });
