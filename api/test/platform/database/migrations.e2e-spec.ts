import mongoose, { type Connection } from 'mongoose';
import type { Migration } from '../../../src/platform/database/migrations/migration';
import { MIGRATIONS } from '../../../src/platform/database/migrations';
import { MigrationRecord, MigrationRecordSchema } from '../../../src/platform/database/migrations/migration-record.schema';
import { MigrationRunner } from '../../../src/platform/database/migrations/migration-runner';
import { createTestApp, type TestApp } from '../../support/create-test-app';

/** Counts its runs in a probe collection, slowly enough that two instances overlap. */
function countingMigration(id: string, runs: { count: number }): Migration {
  return {
    id,
    description: `test migration ${id}`,
    up: async (db) => {
      runs.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await db.collection('migrationprobes').updateOne({ _id: id as never }, { $inc: { runs: 1 } }, { upsert: true });
    },
  };
}

describe('migrations (decision 0058)', () => {
  let t: TestApp;
  let other: Connection;
  /** A second API instance: its own connection to the same database. */
  let otherRunner: MigrationRunner;

  beforeAll(async () => {
    t = await createTestApp();
    other = await mongoose
      .createConnection(process.env.TRAIL_TEST_MONGODB_URI as string, { dbName: t.connection.db?.databaseName })
      .asPromise();
    otherRunner = new MigrationRunner(other.model(MigrationRecord.name, MigrationRecordSchema) as never, other);
  }, 180_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const runner = () => t.app.get(MigrationRunner);

  it('applies the shipped migrations once, in order, and records them', async () => {
    await runner().runPending();
    expect(await runner().appliedIds()).toEqual(expect.arrayContaining(MIGRATIONS.map((migration) => migration.id)));
    expect(await runner().runPending()).toEqual([]);
  });

  it('applies a migration once when two instances start together, and neither starts before it is applied', async () => {
    const runs = { count: 0 };
    const migrations = [countingMigration('9001-together', runs), countingMigration('9002-together', runs)];
    const [mine, theirs] = await Promise.all([
      runner().runPending(migrations, { pollMs: 50 }),
      otherRunner.runPending(migrations, { pollMs: 50 }),
    ]);
    expect([...mine, ...theirs].sort()).toEqual(['9001-together', '9002-together']);
    expect(runs.count).toBe(2);
    const probes = await t.connection.collection('migrationprobes').find({ _id: { $in: ['9001-together', '9002-together'] as never[] } }).toArray();
    expect(probes.map((probe) => probe.runs)).toEqual([1, 1]);
    const records = await t.connection.collection('migrations').find({ _id: { $in: ['9001-together', '9002-together'] as never[] } }).toArray();
    expect(records.every((record) => record.appliedAt instanceof Date && record.leaseUntil === undefined)).toBe(true);
  });

  it('runs again a migration whose instance stopped half way once its lease lapses', async () => {
    const runs = { count: 0 };
    await t.connection.collection('migrations').insertOne({
      _id: '9003-crashed' as never,
      description: 'left by a crash',
      startedAt: new Date(Date.now() - 60_000),
      leaseUntil: new Date(Date.now() - 1_000),
    });
    expect(await otherRunner.runPending([countingMigration('9003-crashed', runs)])).toEqual(['9003-crashed']);
    expect(runs.count).toBe(1);
  });

  it('waits for a live claim of another instance instead of running it too', async () => {
    const runs = { count: 0 };
    await t.connection.collection('migrations').insertOne({
      _id: '9004-held' as never,
      description: 'claimed by another instance',
      startedAt: new Date(),
      leaseUntil: new Date(Date.now() + 60_000),
    });
    const waiting = otherRunner.runPending([countingMigration('9004-held', runs)], { pollMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs.count).toBe(0);
    await t.connection.collection('migrations').updateOne({ _id: '9004-held' as never }, { $set: { appliedAt: new Date() }, $unset: { leaseUntil: 1 } });
    expect(await waiting).toEqual([]);
    expect(runs.count).toBe(0);
  });
});
