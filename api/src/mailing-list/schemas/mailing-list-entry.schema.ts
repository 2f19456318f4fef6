import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { MAILING_LIST_REASONS, type MailingListReason } from '@trail/shared';
import type { HydratedDocument } from 'mongoose';

@Schema({ collection: 'mailinglist', timestamps: { createdAt: true, updatedAt: false } })
export class MailingListEntry {
  /** Stored lowercased, without whitespace. */
  @Prop({ required: true })
  email: string;

  @Prop({ type: String, required: true, enum: MAILING_LIST_REASONS })
  reason: MailingListReason;
}

export type MailingListEntryDocument = HydratedDocument<MailingListEntry>;
export const MailingListEntrySchema = SchemaFactory.createForClass(MailingListEntry);
MailingListEntrySchema.index({ email: 1, reason: 1 }, { unique: true });
