import { DemoSeedService, spreadOverThisWeek } from '../../src/demo/demo-seed.service';
import type { MentorPage } from '@trail/shared';
import { DEMO_LEARNER, DEMO_MENTOR, DEMO_MENTOR_SLOTS, DEMO_PASSWORD, DEMO_RESOURCES } from '../../src/demo/demo-data';
import { loadDemoConfig } from '../../src/demo/demo.config';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';

describe('demo data (DEMO_DATA=true, as npm start sets it)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_DATA: 'true' } });
  });
  afterAll(() => t.close());

  const login = (email: string) =>
    t.http().post('/api/v1/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);

  it('lets the demo learner log in and see saved learning of every type and open to-dos', async () => {
    const { body } = await login(DEMO_LEARNER.email);
    expect(body.user).toMatchObject({ role: 'user', firstName: DEMO_LEARNER.firstName });
    const all = await t.http().get('/api/v1/learning?view=progress&limit=50').set(bearer(body.token)).expect(200);
    const wishlist = await t.http().get('/api/v1/learning?view=wishlist').set(bearer(body.token)).expect(200);
    const history = await t.http().get('/api/v1/learning?view=history').set(bearer(body.token)).expect(200);
    const types = new Set([...all.body.items, ...wishlist.body.items, ...history.body.items].map((item: { type: string }) => item.type));
    expect([...types].sort()).toEqual(['Article', 'Course', 'Podcast', 'Video', 'Webinar']);
    expect(wishlist.body.items.length).toBeGreaterThan(0);
    expect(history.body.items.length).toBeGreaterThan(0);
    const todos = await t.http().get('/api/v1/todo').set(bearer(body.token)).expect(200);
    expect(todos.body.items.length).toBeGreaterThan(0);
  });

  it('makes a mentor with a public username', async () => {
    const { body } = await login(DEMO_MENTOR.email);
    expect(body.user).toMatchObject({ role: 'mentor', username: DEMO_MENTOR.username });
  });

  it('lists the demo mentor under her tracks, with real slots in Lagos and London on her page', async () => {
    const page = (await t.http().get(`/api/v1/meetings/singlementor/${DEMO_MENTOR.username}`).expect(200)).body as MentorPage;
    expect(page.mentor.fields.map((field) => field.slug)).toEqual(['product-management', 'product-design']);
    expect(page.occurrences).toHaveLength(2 * DEMO_MENTOR_SLOTS.length);
    const { body } = await login(DEMO_MENTOR.email);
    const slots = (await t.http().get('/api/v1/users/freetime').set(bearer(body.token)).expect(200)).body.data as { timezone: string }[];
    expect(new Set(slots.map((slot) => slot.timezone))).toEqual(new Set(['Africa/Lagos', 'Europe/London']));
    const design = (await t.http().get('/api/v1/fields/product-design').expect(200)).body[0]._id as string;
    expect((await t.http().get(`/api/v1/meetings/field/${design}`).expect(200)).body.map((m: { username: string }) => m.username)).toContain(DEMO_MENTOR.username);
  });

  it('refuses every change made with a demo account, and still lets it sign in and read', async () => {
    const READ_ONLY = { error: 'The demo is read-only' };
    for (const email of [DEMO_LEARNER.email, DEMO_MENTOR.email]) {
      const { body } = await login(email);
      const auth = bearer(body.token);
      const id = body.user._id as string;
      const writes = [
        t.http().post('/api/v1/learning').set(auth).send({ title: 'Mine now', link: 'https://example.com/x', type: 'Article' }),
        t.http().put(`/api/v1/users/${id}`).set(auth).send({ phone: '+2348012345678' }),
        t.http().put(`/api/v1/users/${id}`).set(auth).send({ reminder: { whatsapp: true } }),
        t.http().put(`/api/v1/users/${id}`).set(auth).attach('avatar', Buffer.from('not read'), 'a.png'),
        t.http().post('/api/v1/todo').set(auth).send({ title: 'Deface' }),
      ];
      for (const res of await Promise.all(writes)) expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: READ_ONLY });
      await t.http().get('/api/v1/users/me').set(auth).expect(200);
    }
    const { body } = await login(DEMO_LEARNER.email);
    const me = await t.http().get('/api/v1/users/me').set(bearer(body.token)).expect(200);
    expect(me.body.user.phone).toBeUndefined();
  });

  it('leaves everyone else free to write', async () => {
    const { token } = await signUp(t);
    await t.http().post('/api/v1/todo').set(bearer(token)).send({ title: 'My own to-do' }).expect(201);
  });

  it('treats a demo account made by hand (no DEMO_DATA, as on a live host) as read-only from the next start', async () => {
    const database = `trail-test-demo-${Date.now()}`;
    const env = { DEMO_DATA: 'false', DEMO_ACCOUNT_EMAILS: 'Portfolio@Example.com' };
    const before = await createTestApp({ database, env });
    const { token } = await signUp(before, { email: 'portfolio@example.com' });
    await before.app.close();
    const after = await createTestApp({ database, env });
    try {
      const res = await after.http().post('/api/v1/todo').set(bearer(token)).send({ title: 'Deface' }).expect(403);
      expect(res.body).toEqual({ error: 'The demo is read-only' });
    } finally {
      await after.close();
      Object.assign(process.env, { DEMO_DATA: 'true', DEMO_ACCOUNT_EMAILS: '' });
    }
  });

  it('seeds once, however often the API starts', async () => {
    const counts = async () => ({
      users: await t.connection.collection('users').countDocuments(),
      resources: await t.connection.collection('learningresources').countDocuments(),
      todos: await t.connection.collection('todos').countDocuments(),
      mentorProfiles: JSON.stringify(await t.connection.collection('mentorprofiles').find().toArray()),
    });
    const before = await counts();
    expect(before.resources).toBe(DEMO_RESOURCES.length);
    await t.app.get(DemoSeedService).seed();
    expect(await counts()).toEqual(before);
  });

  it('is refused in production', () => {
    expect(() => loadDemoConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
  });

  it('spreads items over this week, never in the future', () => {
    const wednesday = new Date(2025, 5, 11, 8, 0);
    const dates = spreadOverThisWeek([1, 2, 3, 4, 5, 6, 7, 8], wednesday).map(({ at }) => at);
    const days = new Set(dates.map((date) => date.getDay()));
    expect(days).toEqual(new Set([0, 1, 2, 3]));
    for (const date of dates) {
      expect(date.getTime()).toBeLessThanOrEqual(wednesday.getTime());
      expect(date.getTime()).toBeGreaterThanOrEqual(new Date(2025, 5, 8).getTime());
    }
  });
});
