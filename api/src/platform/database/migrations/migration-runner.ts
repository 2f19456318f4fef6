import { Injectable, Logger, Module } from '@nestjs/common';
import { InjectConnection, InjectModel, MongooseModule } from '@nestjs/mongoose';
import mongoose, { type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import { leaseFree, leaseUntil } from '../lease';
import { MIGRATIONS } from './index';
import type { Migration } from './migration';
import { MigrationRecord, MigrationRecordSchema } from './migration-record.schema';

const LEASE_MS = 10 * 60_000;
const POLL_MS = 250;

export interface MigrationRunOptions {
  leaseMs?: number;
  pollMs?: number;
}

/**
 * Applies the migrations not yet applied, in order, once across every instance (decision 0058): an
 * instance claims a migration by inserting or taking over its record under a lease, and one that
 * finds another instance's live claim waits for it, so no instance serves before the data is ready.
 */
@Injectable()
export class MigrationRunner {
  private readonly logger = new Logger('Migrations');

  constructor(
    @InjectModel(MigrationRecord.name) private readonly records: Model<MigrationRecord>,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** The ids this call applied (the others were applied before, or by another instance meanwhile). */
  async runPending(migrations: readonly Migration[] = MIGRATIONS, options: MigrationRunOptions = {}): Promise<string[]> {
    const applied: string[] = [];
    for (const migration of migrations) {
      if (await this.applyOnce(migration, options)) applied.push(migration.id);
    }
    return applied;
  }

  /** The ids applied so far, oldest first. */
  async appliedIds(): Promise<string[]> {
    const done = await this.records.find({ appliedAt: this.exists() }, { _id: 1 }).sort({ _id: 1 }).lean();
    return done.map((record) => record._id);
  }

  private async applyOnce(migration: Migration, options: MigrationRunOptions): Promise<boolean> {
    const leaseMs = options.leaseMs ?? LEASE_MS;
    for (;;) {
      const now = new Date();
      const claimed = await this.claim(migration, now, leaseMs);
      if (claimed === 'applied') return false;
      if (claimed === 'claimed') {
        this.logger.log(`Applying ${migration.id}: ${migration.description}`);
        await migration.up(this.db());
        await this.records.updateOne({ _id: migration.id }, { $set: { appliedAt: new Date() }, $unset: { leaseUntil: 1 } });
        return true;
      }
      // Another instance holds it: wait until it is applied or its lease lapses.
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? POLL_MS));
    }
  }

  private async claim(migration: Migration, now: Date, leaseMs: number): Promise<'claimed' | 'held' | 'applied'> {
    try {
      const record = await this.records
        .findOneAndUpdate(
          { _id: migration.id, appliedAt: this.absent(), leaseUntil: leaseFree(now) },
          { $set: { leaseUntil: leaseUntil(now, leaseMs), startedAt: now }, $setOnInsert: { description: migration.description } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean();
      return record ? 'claimed' : 'held';
    } catch (error) {
      // The record exists and is applied or leased: the upsert's insert met the unique _id.
      if (!isDuplicateKey(error)) throw error;
      const record = await this.records.findById(migration.id, { appliedAt: 1 }).lean();
      return record?.appliedAt ? 'applied' : 'held';
    }
  }

  private db() {
    const db = this.connection.db;
    if (!db) throw new Error('MongoDB is not connected');
    return db;
  }

  private exists() {
    return mongoose.trusted({ $exists: true });
  }

  private absent() {
    return mongoose.trusted({ $exists: false });
  }
}

/** Owns the `migrations` collection. */
@Module({
  imports: [MongooseModule.forFeature([{ name: MigrationRecord.name, schema: MigrationRecordSchema }])],
  providers: [MigrationRunner],
  exports: [MigrationRunner],
})
export class MigrationsModule {}
