import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EarningsCache } from './earnings-cache';
import { LedgerService } from './ledger.service';
import { LedgerAccount, LedgerAccountSchema } from './schemas/ledger-account.schema';
import { LedgerEntry, LedgerEntrySchema } from './schemas/ledger-entry.schema';

/** The ledger's two collections belong here alone; the rest of payments uses LedgerService. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: LedgerEntry.name, schema: LedgerEntrySchema },
      { name: LedgerAccount.name, schema: LedgerAccountSchema },
    ]),
  ],
  providers: [LedgerService, EarningsCache],
  exports: [LedgerService, EarningsCache],
})
export class LedgerModule {}
