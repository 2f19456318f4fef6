import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * Extra attempts an admin granted one learner at one section's assessment, on top of
 * ASSESSMENT_MAX_ATTEMPTS (decision 0054). One document per (user, pathway, section); a grant is an
 * atomic `$inc` on it, so two grants at once both count.
 */
@Schema({ collection: 'assessmentattemptgrants', timestamps: true })
export class AttemptGrant {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  pathway: Types.ObjectId;

  @Prop({ required: true })
  section: number;

  @Prop({ required: true, default: 0 })
  extra: number;

  /** The admin who granted last (the audit, with updatedAt); null once that account is erased. */
  @Prop({ type: mongoose.Schema.Types.ObjectId, default: null })
  grantedBy: Types.ObjectId | null;
}

export type AttemptGrantDocument = HydratedDocument<AttemptGrant>;
export const AttemptGrantSchema = SchemaFactory.createForClass(AttemptGrant);
AttemptGrantSchema.index({ user: 1, pathway: 1, section: 1 }, { unique: true });
