import { Types } from 'mongoose';
import { avatarOwners } from '../../../src/platform/database/migrations/0002-avatar-owners';
import { createTestApp, type TestApp } from '../../support/create-test-app';

const fileName = () => `${new Types.ObjectId().toHexString()}.webp`;

/** Migration 0002 (security review M2's gap): avatars uploaded before owners were kept get their one owner. */
describe('migration 0002: owners of avatars uploaded before M2', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives a file to the one account whose picture names it, leaves a file two accounts name unowned, and changes nothing on a second run', async () => {
    const db = t.connection.db!;
    const [mine, shared, google] = [fileName(), fileName(), fileName()];
    const owner = new Types.ObjectId();
    const victim = new Types.ObjectId();
    const copier = new Types.ObjectId();
    const withGoogle = new Types.ObjectId();
    await db.collection('users').insertMany([
      { _id: owner, email: `${owner.toHexString()}@x.test`, profileImgUrl: `https://trail.test/api/v1/avatars/${mine}` },
      { _id: victim, email: `${victim.toHexString()}@x.test`, profileImgUrl: `https://trail.test/api/v1/avatars/${shared}` },
      { _id: copier, email: `${copier.toHexString()}@x.test`, profileImgUrl: `https://evil.test/avatars/${shared}` },
      { _id: withGoogle, email: `${withGoogle.toHexString()}@x.test`, profileImgUrl: 'https://lh3.googleusercontent.com/a/photo' },
    ]);
    const file = (filename: string) => ({ filename, length: 10, chunkSize: 261120, uploadDate: new Date(), metadata: { contentType: 'image/webp' } });
    await db.collection('avatars.files').insertMany([file(mine), file(shared), file(google)]);

    await avatarOwners.up(db);
    await avatarOwners.up(db);

    const files = new Map((await db.collection('avatars.files').find({ filename: { $in: [mine, shared, google] } }).toArray()).map((f) => [f.filename as string, f]));
    expect(files.get(mine)?.metadata).toEqual({ contentType: 'image/webp', user: owner });
    expect(files.get(shared)?.metadata).toEqual({ contentType: 'image/webp' });
    expect(files.get(google)?.metadata).toEqual({ contentType: 'image/webp' });
    expect((await db.collection('users').findOne({ _id: owner }))?.avatarFile).toBe(mine);
    expect((await db.collection('users').findOne({ _id: victim }))?.avatarFile).toBeUndefined();
    expect((await db.collection('users').findOne({ _id: withGoogle }))?.avatarFile).toBeUndefined();
  });
});
