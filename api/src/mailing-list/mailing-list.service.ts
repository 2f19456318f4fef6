import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { MailingListReason } from '@trail/shared';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { MailingListEntry } from './schemas/mailing-list-entry.schema';

@Injectable()
export class MailingListService implements OnModuleInit {
  constructor(@InjectModel(MailingListEntry.name) private readonly entries: Model<MailingListEntry>) {}

  async onModuleInit(): Promise<void> {
    await this.entries.init();
  }

  /** Joining twice is not an error: the second time changes nothing. */
  async join(email: string, reason: MailingListReason): Promise<void> {
    try {
      await this.entries
        .updateOne({ email, reason }, { $setOnInsert: { email, reason } }, { upsert: true, runValidators: true })
        .exec();
    } catch (error) {
      // Two simultaneous upserts can both try to insert; the unique index keeps one, which is what we want.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
