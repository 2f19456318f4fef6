import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { isValidObjectId, Model } from 'mongoose';
import { User } from './schemas/user.schema';
import type { UserRecord } from './user-record';

/** What the weekly digest needs of a learner who asked for it. */
export type DigestRecipient = Pick<UserRecord, '_id' | 'email' | 'firstName' | 'phone' | 'phoneVerifiedAt' | 'reminder'>;

/** The learners' reminder channels as the weekly digest reads them, and the unsubscribe link's write. */
@Injectable()
export class ReminderRecords {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /**
   * Learners who asked for the weekly digest by e-mail, or by WhatsApp and have a verified number: one at a
   * time from a cursor; close it when done.
   */
  digestRecipients(): AsyncIterable<DigestRecipient> & { close(): Promise<unknown> } {
    return this.users
      .find(
        { $or: [{ 'reminder.gmail': true }, { 'reminder.whatsapp': true, phone: mongoose.trusted({ $gt: '' }), phoneVerifiedAt: mongoose.trusted({ $type: 'date' }) }] },
        { email: 1, firstName: 1, phone: 1, phoneVerifiedAt: 1, reminder: 1 },
      )
      .lean<DigestRecipient[]>()
      .cursor() as AsyncIterable<DigestRecipient> & { close(): Promise<unknown> };
  }

  async turnOffEmailReminders(userId: string): Promise<void> {
    if (!isValidObjectId(userId)) return;
    await this.users.updateOne({ _id: userId }, { $set: { 'reminder.gmail': false } });
  }
}
