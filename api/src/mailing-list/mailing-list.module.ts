import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailingListController } from './mailing-list.controller';
import { MailingListService } from './mailing-list.service';
import { MailingListEntry, MailingListEntrySchema } from './schemas/mailing-list-entry.schema';
import { MailingListErasure } from './mailing-list-erasure.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: MailingListEntry.name, schema: MailingListEntrySchema }])],
  controllers: [MailingListController],
  providers: [MailingListErasure, MailingListService],
  exports: [MailingListErasure],
})
export class MailingListModule {}
