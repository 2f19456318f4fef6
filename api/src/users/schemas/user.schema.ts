import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { EXTENSION_FLAGS, type ExtensionFlag, type ParentalAgreementStatus, USER_ROLES, type UserRole } from '@trail/shared';
import mongoose, { type HydratedDocument, Types } from 'mongoose';

@Schema({ _id: false })
export class ReminderSettings {
  @Prop({ default: false })
  gmail: boolean;

  @Prop({ default: false })
  whatsapp: boolean;
}

/** The last code sent to prove the phone number (decision 0079): only its HMAC is kept. */
@Schema({ _id: false })
export class PhoneCode {
  @Prop({ required: true })
  hash: string;

  /** The number it was sent to: a code proves that number only. */
  @Prop({ required: true })
  phone: string;

  @Prop({ required: true })
  expiresAt: Date;

  /** Wrong codes still allowed; each try is claimed (decremented) before the code is compared. */
  @Prop({ required: true })
  triesLeft: number;
}

/** A 13–17-year-old's parent or guardian and their answer (NDPA 2023 s.31, decision 0058). */
@Schema({ _id: false })
export class ParentalAgreement {
  @Prop({ type: String, enum: ['awaiting', 'given', 'declined'], required: true })
  status: ParentalAgreementStatus;

  /** Absent until a learner who signed up with Google gives it. */
  @Prop({ lowercase: true, trim: true })
  parentEmail?: string;

  /** When the parent agreed or declined, and how (PARENTAL_AGREEMENT_METHOD). */
  @Prop()
  decidedAt?: Date;

  @Prop()
  method?: string;
}

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email: string;

  /** Proven by the e-mailed link or a Google sign-in; referral credit and payouts wait for it. */
  @Prop({ default: false })
  emailVerified: boolean;

  /** bcrypt hash; absent for accounts made with Google. */
  @Prop({ select: false })
  password?: string;

  @Prop({ unique: true, sparse: true })
  googleId?: string;

  @Prop({ required: true, trim: true })
  firstName: string;

  @Prop({ required: true, trim: true })
  lastName: string;

  @Prop({ unique: true, sparse: true, lowercase: true, trim: true })
  username?: string;

  /** The picture shown: Google's URL, or ours for an uploaded avatar. Never read to find a file to delete. */
  @Prop()
  profileImgUrl?: string;

  /** The GridFS file of the avatar this account uploaded: the only stored picture it may replace or delete (security review M2). */
  @Prop()
  avatarFile?: string;

  /** Job title. */
  @Prop()
  tag?: string;

  @Prop()
  bio?: string;

  @Prop()
  clarity?: string;

  /** E.164, for WhatsApp reminders. */
  @Prop()
  phone?: string;

  /** When `phone` was proven by a code sent to it; WhatsApp messages go to verified numbers only (decision 0079). */
  @Prop()
  phoneVerifiedAt?: Date;

  @Prop({ type: PhoneCode, select: false })
  phoneCode?: PhoneCode;

  /** IANA name; the times in the user's meeting e-mails and messages are in it (unset: the reminders' zone). */
  @Prop()
  timezone?: string;

  @Prop({ type: String, enum: USER_ROLES, default: 'user' })
  role: UserRole;

  /** The user's own referral code. */
  @Prop({ unique: true, sparse: true })
  code?: string;

  /** The referral code given at sign-up. */
  @Prop()
  refCode?: string;

  @Prop({ type: mongoose.Schema.Types.ObjectId, ref: 'User' })
  referredBy?: Types.ObjectId;

  @Prop({ default: 0 })
  referred: number;

  @Prop({ type: String, enum: EXTENSION_FLAGS, default: 'inactive' })
  extension: ExtensionFlag;

  @Prop({ type: ReminderSettings, default: () => ({}) })
  reminder: ReminderSettings;

  /** "YYYY-MM": the least that tells 12, 13–17 and 18+ apart; absent on accounts made before Trail asked. */
  @Prop()
  birthMonth?: string;

  @Prop({ type: ParentalAgreement })
  parentalAgreement?: ParentalAgreement;

  /** sha256 of the raw token in the link mailed to the parent; spent by their answer. */
  @Prop({ select: false, index: { sparse: true } })
  parentalAgreementToken?: string;

  @Prop({ select: false })
  parentalAgreementExpire?: Date;

  /** Every token carries the version it was signed with; bumping it signs out every older token. */
  @Prop({ default: 0 })
  tokenVersion: number;

  /** sha256 of the raw reset token mailed to the user. */
  @Prop({ select: false, index: { sparse: true } })
  resetPasswordToken?: string;

  @Prop({ select: false })
  resetPasswordExpire?: Date;

  /** When the live reset token was made; its link is derived from it, so a new request can mail the same one. */
  @Prop({ select: false })
  resetPasswordIssuedAt?: Date;

  /** Set by a deletion request; signing in before the erasure starts cancels it (decision 0050). */
  @Prop()
  deletionRequestedAt?: Date;

  @Prop({ index: { sparse: true } })
  deletionDueAt?: Date;

  /** The erase job's lease on this account; once set, the erasure has begun and signing in no longer cancels it. */
  @Prop()
  erasingUntil?: Date;

  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
