import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/** A file answer: its GridFS id (bucket `assessmentfiles`) and what the learner's browser called it. */
@Schema({ _id: false })
export class StoredAnswerFile {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  id: Types.ObjectId;

  @Prop({ required: true })
  name: string;

  @Prop({ required: true })
  size: number;

  @Prop({ required: true })
  contentType: string;
}

/** A mentor's verdict on a free answer (decision 0053). */
@Schema({ _id: false })
export class StoredReview {
  @Prop({ required: true })
  pass: boolean;

  @Prop({ default: '' })
  feedback: string;

  /** The reviewer; unset when their account is erased (the verdict stays the learner's). */
  @Prop({ type: mongoose.Schema.Types.ObjectId })
  by?: Types.ObjectId;

  @Prop({ required: true })
  at: Date;
}

@Schema({ _id: false })
export class StoredAnswer {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  question: Types.ObjectId;

  @Prop()
  answer?: string;

  @Prop({ type: [String], default: undefined })
  answers?: string[];

  @Prop({ type: SchemaFactory.createForClass(StoredAnswerFile) })
  file?: StoredAnswerFile;

  /** A free answer (text, link, file) no mentor has reviewed yet; unset by the review. */
  @Prop()
  toReview?: true;

  @Prop({ type: SchemaFactory.createForClass(StoredReview) })
  review?: StoredReview;
}

@Schema({ _id: false })
export class StoredResultEntry {
  @Prop({ required: true })
  title: string;

  @Prop({ required: true })
  pass: boolean;
}

/**
 * One submitted attempt at a section's assessment, kept whole (free answers wait for a mentor). The
 * unique (user, pathway, section, attempt) numbers attempts: two submissions at once cannot share one.
 */
@Schema({ collection: 'assessmentattempts', timestamps: true })
export class AssessmentAttempt {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  pathway: Types.ObjectId;

  @Prop({ required: true })
  section: number;

  @Prop({ required: true })
  attempt: number;

  @Prop({ type: [SchemaFactory.createForClass(StoredAnswer)], default: [] })
  answers: StoredAnswer[];

  @Prop({ required: true })
  correct: number;

  @Prop({ required: true })
  marked: number;

  @Prop({ required: true })
  forReview: number;

  @Prop({ required: true })
  score: number;

  @Prop({ required: true })
  passed: boolean;

  @Prop({ type: [SchemaFactory.createForClass(StoredResultEntry)], default: [] })
  result: StoredResultEntry[];
}

export type AssessmentAttemptDocument = HydratedDocument<AssessmentAttempt>;
export const AssessmentAttemptSchema = SchemaFactory.createForClass(AssessmentAttempt);
AssessmentAttemptSchema.index({ user: 1, pathway: 1, section: 1, attempt: 1 }, { unique: true });
// A mentor's queue: the attempts of a pathway with a free answer still to review.
AssessmentAttemptSchema.index({ pathway: 1, 'answers.toReview': 1 }, { partialFilterExpression: { 'answers.toReview': true } });
// The judged part of the queue, latest verdict first.
AssessmentAttemptSchema.index({ pathway: 1, 'answers.review.at': -1 }, { partialFilterExpression: { 'answers.review.at': { $exists: true } } });
