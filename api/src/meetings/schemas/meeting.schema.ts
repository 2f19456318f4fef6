import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { DISPUTE_KINDS, type DisputeKind, type DisputeOutcome, type DisputeStatus, type MeetingParty } from '@trail/shared';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * held: chosen and waiting for its payment until `holdExpiresAt`; booked: paid, a meeting both
 * people see; released: the hold lapsed or lost its payment; cancelled: a booked meeting called off.
 */
export const MEETING_STATUSES = ['held', 'booked', 'released', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

@Schema({ _id: false })
export class MeetingCancellationRecord {
  @Prop({ type: String, required: true, enum: ['mentor', 'mentee'] })
  by: MeetingParty;

  @Prop({ required: true })
  at: Date;

  @Prop({ required: true, min: 0 })
  refundKobo: number;

  @Prop()
  reason?: string;
}
const MeetingCancellationRecordSchema = SchemaFactory.createForClass(MeetingCancellationRecord);

@Schema({ _id: false })
export class DisputeAnswerRecord {
  @Prop({ required: true })
  details: string;

  @Prop({ required: true })
  at: Date;
}

@Schema({ _id: false })
export class DisputeDecisionRecord {
  @Prop({ type: String, required: true, enum: ['refund', 'part-refund', 'release'] })
  outcome: DisputeOutcome;

  @Prop({ required: true, min: 0 })
  refundKobo: number;

  @Prop({ required: true })
  reason: string;

  @Prop({ type: String, required: true, enum: ['rule', 'admin'] })
  by: 'rule' | 'admin';

  /** The admin who decided. */
  @Prop({ type: mongoose.Schema.Types.ObjectId })
  admin?: Types.ObjectId;

  @Prop({ required: true })
  at: Date;
}

/** A problem reported with the session (decision 0074): at most one per meeting, set by a conditional update. */
@Schema({ _id: false })
export class MeetingDisputeRecord {
  @Prop({ type: String, required: true, enum: ['mentor', 'mentee'] })
  by: MeetingParty;

  @Prop({ type: String, required: true, enum: DISPUTE_KINDS })
  kind: DisputeKind;

  @Prop({ required: true })
  details: string;

  @Prop({ required: true })
  at: Date;

  @Prop({ type: String, required: true, enum: ['open', 'with-admin', 'decided'] })
  status: DisputeStatus;

  @Prop({ required: true })
  answerBy: Date;

  @Prop({ type: SchemaFactory.createForClass(DisputeAnswerRecord) })
  answer?: DisputeAnswerRecord;

  @Prop({ type: SchemaFactory.createForClass(DisputeDecisionRecord) })
  decision?: DisputeDecisionRecord;
}
const MeetingDisputeRecordSchema = SchemaFactory.createForClass(MeetingDisputeRecord);

/**
 * One mentor hour from the moment a learner chooses it: a hold, then (paid) a meeting. The partial
 * unique index on (mentor, startsAt) over `active` documents is what makes double booking impossible:
 * whoever inserts second gets a duplicate-key error, however the requests interleave (decision 0040).
 */
@Schema({ collection: 'meetings', timestamps: true })
export class MeetingRecord {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  mentor: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  mentee: Types.ObjectId;

  /** The weekly slot the hour came from. */
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  slotId: Types.ObjectId;

  @Prop({ required: true })
  startsAt: Date;

  @Prop({ required: true })
  endsAt: Date;

  @Prop({ type: String, required: true, enum: MEETING_STATUSES, default: 'held' })
  status: MeetingStatus;

  /**
   * true while held or booked; unset when released or cancelled by the learner, which frees the hour.
   * A mentor's cancellation keeps it: the hour stays closed (decision 0042).
   */
  @Prop()
  active?: true;

  @Prop()
  holdExpiresAt?: Date;

  /** When the hold ended unpaid: its time ran out, or Paystack reported the checkout failed or abandoned. Counted by the hold limits (decision 0075). */
  @Prop()
  lapsedAt?: Date;

  /** When the learner pressed Pay: the Paystack transaction of `paymentReference` is started once (decision 0075). */
  @Prop()
  payStartedAt?: Date;

  /** Paystack's checkout page for this hold, answered again if Pay is pressed again. */
  @Prop()
  checkoutUrl?: string;

  /** The payment that pays for it (Payment.reference). */
  @Prop({ required: true })
  paymentReference: string;

  /** The learner's "Clarity Needed" text (spec: purpose). */
  @Prop({ default: '' })
  purpose: string;

  /** Set when booked. */
  @Prop()
  meetLink?: string;

  /** What the link is: 'Jitsi Meet' or 'Google Meet'. */
  @Prop()
  venue?: string;

  /**
   * The Google Calendar event with the Meet room, once made (its id is ours: calendarEventIdOf).
   * Until then the meeting meets on Jitsi; a cancelled meeting's event is deleted (decision 0046).
   */
  @Prop()
  calendarEventId?: string;

  /** Claimed by one run making the event until then; a run that died or failed leaves it to lapse, then it is tried again. */
  @Prop()
  calendarClaimedUntil?: Date;

  /** The event was deleted from Google Calendar after the meeting was cancelled. */
  @Prop()
  calendarEventDeletedAt?: Date;

  @Prop()
  mentorQuery?: string;

  @Prop()
  menteeQuery?: string;

  /** When both invites were claimed in the delivery ledger; a booked meeting without it is caught up. */
  @Prop()
  invitesSentAt?: Date;

  /** Released because its payment came after the hold lapsed and someone else took the hour: refunded (BOOKING_MESSAGES.lateRefund). */
  @Prop()
  lateRefund?: boolean;

  @Prop({ type: MeetingCancellationRecordSchema })
  cancellation?: MeetingCancellationRecord;

  @Prop({ type: MeetingDisputeRecordSchema })
  dispute?: MeetingDisputeRecord;

  createdAt: Date;
  updatedAt: Date;
}

export type MeetingDocument = HydratedDocument<MeetingRecord>;
export const MeetingSchema = SchemaFactory.createForClass(MeetingRecord);
MeetingSchema.index({ mentor: 1, startsAt: 1 }, { unique: true, partialFilterExpression: { active: true }, name: 'one_active_per_mentor_hour' });
MeetingSchema.index({ paymentReference: 1 });
MeetingSchema.index({ mentor: 1, status: 1, startsAt: -1 });
MeetingSchema.index({ mentee: 1, status: 1, startsAt: -1 });
MeetingSchema.index({ status: 1, holdExpiresAt: 1 });
// The admins' list and the rule's job: reports not yet decided, oldest first.
MeetingSchema.index({ 'dispute.status': 1, 'dispute.at': 1 }, { partialFilterExpression: { 'dispute.status': { $exists: true } } });
