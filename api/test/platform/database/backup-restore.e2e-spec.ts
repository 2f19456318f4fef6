import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { BSON, type Db, type Document, Double, Int32, Long } from 'mongodb';
import sharp from 'sharp';
import { MigrationRunner } from '../../../src/platform/database/migrations/migration-runner';
import { LedgerService } from '../../../src/payments/ledger/ledger.service';
import { paymentMovements } from '../../../src/payments/ledger/money-movements';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { bearer, signUp } from '../../support/factories/accounts';
import { bookedMeeting, HOUR_MS } from '../../support/factories/meetings';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
/** Each script restores every collection of the API's database, several times per test. */
const SLOW = 240_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script>` the way an operator does: its own process, MONGODB_URI/MONGODB_DB from the environment. */
async function script(name: 'backup' | 'restore' | 'restore-drill', args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts', `${name}.mjs`), ...args], { cwd: ROOT, env: process.env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function documentsOf(file: Buffer): Document[] {
  const documents: Document[] = [];
  for (let offset = 0; offset < file.length; offset += file.readInt32LE(offset)) documents.push(BSON.deserialize(file.subarray(offset, offset + file.readInt32LE(offset))));
  return documents;
}

/** Every collection's documents as raw BSON bytes, in _id order, and its indexes. */
async function contents(db: Db): Promise<Record<string, { documents: string[]; indexes: unknown[] }>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((info) => info.name).filter((name) => !name.startsWith('system.')).sort();
  const result: Record<string, { documents: string[]; indexes: unknown[] }> = {};
  for (const name of names) {
    const raw = (await db.collection(name).find({}, { raw: true, sort: { _id: 1 } }).toArray()) as unknown as Buffer[];
    const indexes = await db.collection(name).listIndexes().toArray();
    result[name] = { documents: raw.map((bytes) => Buffer.from(bytes).toString('base64')), indexes: indexes.sort((a, b) => a.name.localeCompare(b.name)) };
  }
  return result;
}

describe('backups: npm run backup, restore and restore-drill (decision 0067)', () => {
  let t: TestApp;
  let work: string;
  let backup: string;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.connection.db as unknown as Db;
    work = await mkdtemp(join(tmpdir(), 'trail-backup-'));
    backup = join(work, 'nightly');
    await t.app.get(MigrationRunner).runPending();

    const ada = await signUp(t);
    const mentor = await signUp(t);
    await t.http().post('/api/v1/learning').set(bearer(ada.token)).send({ title: 'Figma basics', link: 'https://www.youtube.com/watch?v=1', type: 'Video' }).expect(201);
    await t.http().post('/api/v1/learning').set(bearer(ada.token)).send({ title: 'SQL joins', link: 'https://example.com/sql', type: 'Article' }).expect(201);
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 30, g: 140, b: 90 } } }).png().toBuffer();
    await t.http().put('/api/v1/users/me').set(bearer(ada.token)).attach('avatar', png, { filename: 'me.png', contentType: 'image/png' }).expect(200);
    const meeting = await bookedMeeting(t, { mentor: mentor.user._id, mentee: ada.user._id }, new Date(Date.now() + 48 * HOUR_MS));
    const paid = paymentMovements({ reference: `pay-${meeting}`, amountKobo: 1_234_567, purpose: 'a mentoring hour', mentorId: mentor.user._id }, { platformFeeBps: 3_000, referralShareBps: 0 });
    expect(await t.app.get(LedgerService).post(paid)).toBe('recorded');
    // Types the API never writes but a backup must keep as they are: an Int32, a double holding a whole number, a Long.
    await db.collection('backupprobes').insertOne({ int: new Int32(7), whole: new Double(2), long: Long.fromString('9007199254740993'), at: new Date(0) });
  }, 180_000);

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await t?.close();
  });

  it('writes mongodump’s directory format and a manifest, restores it into another database exactly, and the drill passes', async () => {
    const backedUp = await script('backup', [`--out=${backup}`]);
    expect(backedUp).toMatchObject({ code: 0, stderr: '' });
    const name = db.databaseName;
    const manifest = JSON.parse(await readFile(join(backup, 'trail-backup.json'), 'utf8'));
    expect(manifest).toMatchObject({ database: name, pointInTime: true, counts: { users: 2, learningresources: 2, meetings: 1, 'avatars.files': 1, backupprobes: 1 } });
    expect(manifest.counts['avatars.chunks']).toBeGreaterThan(0);
    expect(manifest.counts.ledgerentries).toBe(3);
    expect(manifest.migrationVersion).toEqual(expect.any(String));
    // Everyone's personal data: readable by the backup's owner alone.
    expect((await stat(join(backup, name, 'users.bson'))).mode & 0o777).toBe(0o600);
    const metadata = JSON.parse(await readFile(join(backup, name, 'ledgerentries.metadata.json'), 'utf8'));
    expect(metadata).toMatchObject({ collectionName: 'ledgerentries', type: 'collection', uuid: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(metadata.indexes).toContainEqual(expect.objectContaining({ name: 'reference_1', unique: true, key: { reference: { $numberInt: '1' } } }));

    const copy = `${name}-restored`;
    const restored = await script('restore', [`--from=${backup}`, `--to-db=${copy}`]);
    expect(restored.code).toBe(0);
    const restoredDb = t.connection.getClient().db(copy) as unknown as Db;
    try {
      expect(await contents(restoredDb)).toEqual(await contents(db));
      // Once more over what is there: only with --drop.
      expect((await script('restore', [`--from=${backup}`, `--to-db=${copy}`])).stderr).toMatch(/already holds documents: restore with --drop/);
      expect((await script('restore', [`--from=${backup}`, `--to-db=${copy}`, '--drop'])).code).toBe(0);
      expect(await contents(restoredDb)).toEqual(await contents(db));
    } finally {
      await restoredDb.dropDatabase();
    }

    const before = (await t.connection.getClient().db().admin().listDatabases({ nameOnly: true })).databases.length;
    const drill = await script('restore-drill', [`--from=${backup}`]);
    expect(drill.code).toBe(0);
    expect(drill.stdout).toMatch(/✓ \d+ collections, \d+ documents, as the manifest says/);
    expect(drill.stdout).toMatch(/✓ all \d+ unique indexes exist/);
    expect(drill.stdout).toMatch(/✓ the ledger reconciles to the kobo \(3 entries, \d+ accounts\)/);
    expect(drill.stdout).toMatch(/✓ migration version \S+, as the manifest says/);
    expect(drill.stdout).toMatch(/Drill passed/);
    expect((await t.connection.getClient().db().admin().listDatabases({ nameOnly: true })).databases.length).toBe(before);
  }, SLOW);

  it('fails the drill, saying why, when a document is missing, a balance was altered, or a file is truncated', async () => {
    const damaged = join(work, 'damaged');
    await cp(backup, damaged, { recursive: true });
    const users = join(damaged, db.databaseName, 'users.bson');
    const bytes = await readFile(users);
    await writeFile(users, bytes.subarray(bytes.readInt32LE(0)));
    const accounts = join(damaged, db.databaseName, 'ledgeraccounts.bson');
    await writeFile(accounts, Buffer.concat(documentsOf(await readFile(accounts)).map((account) => {
      if (account.account === 'platform:fees') account.balanceKobo += 1;
      return Buffer.from(BSON.serialize(account));
    })));
    const drill = await script('restore-drill', [`--from=${damaged}`]);
    expect(drill.code).toBe(1);
    expect(drill.stdout).toMatch(/✗ users: 1 documents restored, the manifest says 2/);
    expect(drill.stdout).toMatch(/✗ the ledger does not reconcile: platform:fees holds ₦\d+\.\d\d, its entries sum to ₦\d+\.\d\d/);
    expect(drill.stdout).toMatch(/Drill failed: 2 checks failed\. Do not rely on this backup\./);

    const cut = join(work, 'truncated');
    await cp(backup, cut, { recursive: true });
    const entries = join(cut, db.databaseName, 'ledgerentries.bson');
    await truncate(entries, (await readFile(entries)).length - 10);
    const truncated = await script('restore-drill', [`--from=${cut}`]);
    expect(truncated.code).toBe(1);
    expect(truncated.stdout).toMatch(/✗ the restore stopped: ledgerentries\.bson is truncated: it ends inside a document at byte \d+/);
  }, SLOW);

  it('tries a folder shaped like a whole-server mongodump (no manifest, admin/, prelude.json, oplog.bson) by the .bson files', async () => {
    const dumped = join(work, 'mongodump');
    await cp(join(backup, db.databaseName), join(dumped, db.databaseName), { recursive: true });
    await mkdir(join(dumped, 'admin'));
    await writeFile(join(dumped, 'admin', 'system.version.bson'), BSON.serialize({ _id: 'featureCompatibilityVersion', version: '7.0' }));
    await writeFile(join(dumped, 'admin', 'system.version.metadata.json'), '{"options":{},"indexes":[],"uuid":"","collectionName":"system.version","type":"collection"}');
    await writeFile(join(dumped, 'prelude.json'), '{"ServerVersion":"7.0.11","ToolVersion":"100.10.0"}');
    await writeFile(join(dumped, 'oplog.bson'), Buffer.alloc(0));
    const drill = await script('restore-drill', [`--from=${dumped}`]);
    expect(drill.stdout).toMatch(/without a manifest \(mongodump\)/);
    expect(drill.stdout).toMatch(/✓ \d+ collections, \d+ documents, as the backup holds/);
    expect(drill.stdout).toMatch(/✓ migration version \S+ \(no manifest to compare with\)/);
    expect(drill.code).toBe(0);
  }, SLOW);
});
