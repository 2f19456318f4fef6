import { randomUUID } from 'node:crypto';
import { getConnectionToken, getModelToken, MongooseModule } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { Connection, Model } from 'mongoose';
import { LedgerModule } from '../../src/payments/ledger/ledger.module';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import { LedgerAccount } from '../../src/payments/ledger/schemas/ledger-account.schema';
import { LedgerEntry } from '../../src/payments/ledger/schemas/ledger-entry.schema';

export interface LedgerHarness {
  ledger: LedgerService;
  accounts: Model<LedgerAccount>;
  connection: Connection;
  close: () => Promise<void>;
}

/** The ledger alone on the real test mongod (a replica set, so transactions are real), in its own database. */
export async function createLedgerHarness(): Promise<LedgerHarness> {
  const uri = process.env.TRAIL_TEST_MONGODB_URI;
  if (!uri) throw new Error('No test MongoDB: run the API tests through jest (see test/support/mongo.global-setup.ts)');
  const moduleRef = await Test.createTestingModule({
    imports: [MongooseModule.forRoot(uri, { dbName: `trail-ledger-${randomUUID().slice(0, 8)}` }), LedgerModule],
  }).compile();
  const app = await moduleRef.init();
  const entries = app.get<Model<LedgerEntry>>(getModelToken(LedgerEntry.name));
  const accounts = app.get<Model<LedgerAccount>>(getModelToken(LedgerAccount.name));
  // The unique indexes are the guards under test: they must exist before the first race.
  await Promise.all([entries.init(), accounts.init()]);
  const connection = app.get<Connection>(getConnectionToken());
  return {
    ledger: app.get(LedgerService),
    accounts,
    connection,
    close: async () => {
      await connection.dropDatabase();
      await app.close();
    },
  };
}
