import { IMPORT_BATCH_SIZE, type ImportItem, type LearningResource, parseImportFile } from '@trail/shared';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';

const item = (overrides: Partial<ImportItem> = {}): ImportItem => ({
  title: 'SQL for data',
  link: 'https://www.coursera.org/learn/sql',
  type: 'Course',
  microSkill: ['sql'],
  wishList: false,
  savedAt: '2024-02-01T10:00:00.000Z',
  ...overrides,
});

describe('POST /import: resources from another app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (token: string, view: string) =>
    (await t.http().get('/api/v1/learning').query({ view, limit: 50 }).set(bearer(token)).expect(200)).body.items as LearningResource[];

  it('saves each item dated as it was saved there, to learning or the wishlist', async () => {
    const { token } = await signUp(t);
    const res = await t.http().post('/api/v1/import').set(bearer(token)).send({
      items: [item(), item({ title: 'Later', link: 'https://blog.test/later', type: 'Article', wishList: true, microSkill: [] })],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: 2, alreadySaved: 0 });

    const [saved] = await list(token, 'progress');
    expect(saved).toMatchObject({ title: 'SQL for data', offeredBy: 'coursera.org', type: 'Course', microSkill: ['sql'], createdAt: '2024-02-01T10:00:00.000Z' });
    expect((await list(token, 'wishlist')).map((r) => r.title)).toEqual(['Later']);
  });

  it('leaves pages the learner already has as they are, whatever the link variant', async () => {
    const { token } = await signUp(t);
    await t.http().post('/api/v1/learning').set(bearer(token)).send({ title: 'Mine', link: 'https://www.coursera.org/learn/sql', type: 'Course' }).expect(201);
    const res = await t.http().post('/api/v1/import').set(bearer(token)).send({
      items: [item({ link: 'https://www.coursera.org/learn/sql?utm_source=x' }), item({ title: 'New', link: 'https://new.test/' })],
    });
    expect(res.body).toEqual({ added: 1, alreadySaved: 1 });
    const titles = (await list(token, 'history')).map((r) => r.title).sort();
    expect(titles).toEqual(['Mine', 'New']);
  });

  it('refuses a batch with a bad item or too many items, and writes nothing', async () => {
    const { token } = await signUp(t);
    const bad = await t.http().post('/api/v1/import').set(bearer(token)).send({ items: [item(), item({ link: 'javascript:alert(1)' })] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(expect.any(String));
    const tooMany = await t.http().post('/api/v1/import').set(bearer(token)).send({
      items: Array.from({ length: IMPORT_BATCH_SIZE + 1 }, (_, i) => item({ link: `https://x.test/${i}` })),
    });
    expect(tooMany.body).toEqual({ error: `Send at most ${IMPORT_BATCH_SIZE} items at a time` });
    expect(await list(token, 'history')).toEqual([]);
  });

  it('dates a future save as now, so it never sorts above what is saved later', async () => {
    const { token } = await signUp(t);
    await t.http().post('/api/v1/import').set(bearer(token)).send({ items: [item({ savedAt: '2099-01-01T00:00:00.000Z' })] }).expect(200);
    const [saved] = await list(token, 'history');
    expect(Date.parse(saved!.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it("round-trips: one account's JSON export, read by the shared parser, fills another account the same", async () => {
    const from = await signUp(t);
    await t.http().post('/api/v1/learning').set(bearer(from.token)).send({ title: 'Figma basics', link: 'https://youtube.com/watch?v=f', type: 'Video', microSkill: ['figma', 'ui'] }).expect(201);
    await t.http().post('/api/v1/learning').set(bearer(from.token)).send({ title: 'Read me', link: 'https://read.test/', type: 'Article', wishList: { state: true } }).expect(201);
    const exported = await t.http().get('/api/v1/export?format=json').set(bearer(from.token)).expect(200);

    const parsed = parseImportFile(exported.text);
    expect(parsed?.source).toBe('Trail');
    const to = await signUp(t);
    await t.http().post('/api/v1/import').set(bearer(to.token)).send({ items: parsed!.items }).expect(200);

    const shape = (r: LearningResource) => ({ title: r.title, link: r.link, type: r.type, microSkill: r.microSkill, wishList: r.wishList.state, createdAt: r.createdAt });
    const before = (await list(from.token, 'history')).concat(await list(from.token, 'wishlist')).map(shape);
    const after = (await list(to.token, 'history')).concat(await list(to.token, 'wishlist')).map(shape);
    expect(after).toEqual(before);
  });
});
