import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { MailingListEntry } from './schemas/mailing-list-entry.schema';

/** Account deletion's step here (decision 0050): the account's e-mail leaves every list. */
@Injectable()
export class MailingListErasure {
  constructor(@InjectModel(MailingListEntry.name) private readonly entries: Model<MailingListEntry>) {}

  async eraseEmail(email: string): Promise<void> {
    await this.entries.deleteMany({ email: email.trim().toLowerCase() });
  }
}
