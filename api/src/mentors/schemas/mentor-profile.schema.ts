import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, Types } from 'mongoose';

/** A weekly free time slot: a wall time in the mentor's chosen IANA zone (spec §3). */
@Schema()
export class FreeTimeSlotEntry {
  _id: Types.ObjectId;

  @Prop({ required: true, min: 0, max: 6 })
  day: number;

  @Prop({ required: true, min: 0, max: 23 })
  hour: number;

  @Prop({ required: true })
  minute: number;

  @Prop({ required: true })
  timezone: string;
}
const FreeTimeSlotEntrySchema = SchemaFactory.createForClass(FreeTimeSlotEntry);

/**
 * What makes an approved user a mentor: tracks, weekly slots, blocked dates, suspension. Name, photo,
 * tag and bio stay on the user (one place, edited from the profile page).
 */
@Schema({ collection: 'mentorprofiles', timestamps: true })
export class MentorProfile {
  @Prop({ type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true, unique: true })
  user: Types.ObjectId;

  /** Track ids (the `fields` collection). */
  @Prop({ type: [mongoose.Schema.Types.ObjectId], default: [] })
  fields: Types.ObjectId[];

  @Prop({ type: [FreeTimeSlotEntrySchema], default: [] })
  slots: FreeTimeSlotEntry[];

  /** YYYY-MM-DD dates with no slot offered, each read in the slot's own zone. */
  @Prop({ type: [String], default: [] })
  blockedDates: string[];

  /** Set by an admin: hidden from discovery, no occurrences offered; the mentor keeps the role. */
  @Prop({ default: false })
  suspended: boolean;

  /** Bumped by every availability change: a write based on a stale read matches nothing. */
  @Prop({ default: 0 })
  revision: number;

  createdAt: Date;
  updatedAt: Date;
}

export type MentorProfileRecord = MentorProfile & { _id: Types.ObjectId };
export type MentorProfileDocument = HydratedDocument<MentorProfile>;
export const MentorProfileSchema = SchemaFactory.createForClass(MentorProfile);
// Discovery: the listed (not suspended) mentors of a track.
MentorProfileSchema.index({ fields: 1, suspended: 1 });
