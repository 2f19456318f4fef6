import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { MentorApplicationStatus } from '@trail/shared';
import mongoose, { type HydratedDocument, Types } from 'mongoose';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly MentorApplicationStatus[];

/** A request to become a mentor; an admin approves or rejects it. */
@Schema({ collection: 'mentorapplications', timestamps: true })
export class MentorApplication {
  @Prop({ type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true })
  user: Types.ObjectId;

  @Prop({ type: [mongoose.Schema.Types.ObjectId], required: true })
  fieldIds: Types.ObjectId[];

  @Prop({ required: true })
  tag: string;

  @Prop({ required: true })
  bio: string;

  @Prop({ required: true })
  yearsOfExperience: number;

  @Prop({ required: true })
  profileLink: string;

  @Prop({ required: true })
  helpWith: string;

  @Prop({ type: String, enum: APPLICATION_STATUSES, default: 'pending' })
  status: MentorApplicationStatus;

  @Prop()
  reason?: string;

  @Prop({ type: mongoose.Schema.Types.ObjectId, ref: 'User' })
  decidedBy?: Types.ObjectId;

  @Prop()
  decidedAt?: Date;

  createdAt: Date;
  updatedAt: Date;
}

export type MentorApplicationRecord = MentorApplication & { _id: Types.ObjectId };
export type MentorApplicationDocument = HydratedDocument<MentorApplication>;
export const MentorApplicationSchema = SchemaFactory.createForClass(MentorApplication);
// One pending application per user: the index is the guard, a second apply meets it.
MentorApplicationSchema.index({ user: 1 }, { unique: true, partialFilterExpression: { status: 'pending' }, name: 'one_pending_per_user' });
MentorApplicationSchema.index({ user: 1, createdAt: -1 });
MentorApplicationSchema.index({ status: 1, createdAt: 1 });
