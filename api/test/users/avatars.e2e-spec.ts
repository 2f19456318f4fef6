import { MAX_UPLOAD_BYTES } from '@trail/shared';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp, type SignedUp } from '../support/factories/accounts';

const photo = (format: 'png' | 'jpeg', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .toFormat(format)
    .toBuffer();

const pathOf = (url: string) => new URL(url).pathname;

describe('avatars: upload, resize, serve, replace', () => {
  let t: TestApp;
  let ada: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t);
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, filename = 'me.png', contentType = 'image/png', token = ada.token, id = 'me') =>
    t.http().put(`/api/v1/users/${id}`).set(bearer(token)).attach('avatar', bytes, { filename, contentType });

  const avatarFiles = () => t.connection.collection('avatars.files').countDocuments();

  it('stores a small square WebP and points profileImgUrl at it', async () => {
    const res = await upload(await photo('jpeg'), 'holiday.jpg', 'image/jpeg').expect(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user.profileImgUrl).toMatch(/^https?:\/\/[^/]+\/api\/v1\/avatars\/[a-f0-9]{24}\.webp$/);

    const image = await t.http().get(pathOf(res.body.user.profileImgUrl)).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('serves avatars without a token', async () => {
    const me = await t.http().get('/api/v1/users/me').set(bearer(ada.token)).expect(200);
    await t.http().get(pathOf(me.body.user.profileImgUrl)).expect(200);
  });

  it('deletes the old picture when a new one replaces it', async () => {
    const first = await upload(await photo('png')).expect(200);
    const before = await avatarFiles();
    const second = await upload(await photo('png', 400, 400)).expect(200);
    expect(second.body.user.profileImgUrl).not.toBe(first.body.user.profileImgUrl);
    expect(await avatarFiles()).toBe(before);
    await t.http().get(pathOf(first.body.user.profileImgUrl)).expect(404);
    await t.http().get(pathOf(second.body.user.profileImgUrl)).expect(200);
  });

  it('refuses a file that is not an image, whatever its type claims', async () => {
    const before = await avatarFiles();
    const res = await upload(Buffer.from('%PDF-1.7 a CV, not a face'), 'me.png', 'image/png').expect(400);
    expect(res.body.error).toMatch(/^The avatar must be an image/);
    expect(await avatarFiles()).toBe(before);
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const before = await avatarFiles();
    const res = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'huge.png').expect(413);
    expect(res.body).toEqual({ error: 'The avatar must be at most 5 MB' });
    expect(await avatarFiles()).toBe(before);
  });

  it('refuses other fields sent along with the picture', async () => {
    const res = await t
      .http()
      .put('/api/v1/users/me')
      .set(bearer(ada.token))
      .field('role', 'mentor')
      .attach('avatar', await photo('png'), 'me.png')
      .expect(400);
    expect(res.body.error).toMatch(/avatar/);
    const me = await t.http().get('/api/v1/users/me').set(bearer(ada.token)).expect(200);
    expect(me.body.user.role).toBe('user');
  });

  it('refuses a file under another field name', async () => {
    const res = await t.http().put('/api/v1/users/me').set(bearer(ada.token)).attach('picture', await photo('png'), 'me.png');
    expect(res.status).toBe(400);
  });

  it("refuses to change someone else's picture", async () => {
    const other = await signUp(t);
    const res = await upload(await photo('png'), 'me.png', 'image/png', ada.token, other.user._id).expect(403);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it("refuses someone else's id before reading the upload, so even an oversized one gets 403, not 413", async () => {
    const other = await signUp(t);
    const res = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'huge.png', 'image/png', ada.token, other.user._id).expect(403);
    expect(res.body).toEqual({ error: 'You can only see or change your own account' });
  });

  it('takes no picture URL at sign-up: Google sets its own, an upload sets ours', async () => {
    const res = await t
      .http()
      .post('/api/v1/auth/register')
      .send({ email: 'picture@example.com', password: 'aaaaaaaa1', firstName: 'A', lastName: 'B', birthMonth: '1990-01', profileImgUrl: 'https://x.test/avatars/5f0c00000000000000000001.webp' })
      .expect(400);
    expect(res.body.error).toContain('profileImgUrl');
  });

  it('keeps the owner on the stored file', async () => {
    const res = await upload(await photo('png')).expect(200);
    const name = pathOf(res.body.user.profileImgUrl).split('/').pop();
    const file = await t.connection.collection('avatars.files').findOne({ filename: name });
    expect(String(file?.metadata?.user)).toBe(ada.user._id);
  });

  it("never deletes someone else's picture, even when an account's stored URL names it (security review M2)", async () => {
    const victim = await upload(await photo('png')).expect(200);
    const victimUrl = victim.body.user.profileImgUrl as string;
    // What registration used to store as given: another person's avatar URL, on any host.
    const mallory = await signUp(t);
    await t.connection
      .collection('users')
      .updateOne({ _id: new Types.ObjectId(mallory.user._id) }, { $set: { profileImgUrl: `https://x.test${pathOf(victimUrl)}` } });
    // An old absolute URL still reads as the account's picture.
    const me = await t.http().get('/api/v1/users/me').set(bearer(mallory.token)).expect(200);
    expect(me.body.user.profileImgUrl).toBe(`https://x.test${pathOf(victimUrl)}`);
    await upload(await photo('png'), 'me.png', 'image/png', mallory.token).expect(200);
    await t.http().get(pathOf(victimUrl)).expect(200);
    // The owner replacing it still removes it.
    await upload(await photo('png')).expect(200);
    await t.http().get(pathOf(victimUrl)).expect(404);
  });

  it('answers 404 for an unknown or malformed avatar name', async () => {
    await t.http().get('/api/v1/avatars/aaaaaaaaaaaaaaaaaaaaaaaa.webp').expect(404);
    const res = await t.http().get('/api/v1/avatars/..%2F..%2Fetc%2Fpasswd').expect(404);
    expect(res.body).toEqual({ error: 'No such avatar' });
  });
});
