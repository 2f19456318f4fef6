import { BAD_CURSOR_MESSAGE } from '@trail/shared';
import { DateTime } from 'luxon';
import { Types } from 'mongoose';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';

type Save = { title: string; link: string; type: string; microSkill?: string[]; wishList?: { state: boolean }; reminder?: { state: boolean } };

describe('learning lists, lookup, counts and weekly activity', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let userId: string;
  let other: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    const me = await signUp(t);
    auth = bearer(me.token);
    userId = me.user._id;
    other = bearer((await signUp(t)).token);
  });
  afterAll(() => t.close());

  const save = async (body: Save, as = auth) =>
    (await t.http().post('/api/v1/learning').set(as).send(body).expect(201)).body.resource;
  const list = (query: Record<string, string | string[]>) => t.http().get('/api/v1/learning').query(query).set(auth);
  const titles = (res: { body: { items: { title: string }[] } }) => res.body.items.map((item) => item.title);

  async function saveLibrary() {
    const figma = await save({ title: 'Figma for beginners', link: 'https://www.youtube.com/watch?v=1', type: 'Video', microSkill: ['Figma'] });
    await save({ title: 'SQL joins (explained)', link: 'https://medium.com/@ada/sql', type: 'Article', microSkill: ['SQL'] });
    await save({ title: 'Data science course', link: 'https://www.coursera.org/learn/ds', type: 'Course', wishList: { state: true } });
    await save({ title: 'Product podcast', link: 'https://podcasts.example.com/ep/7', type: 'Podcast', reminder: { state: true } });
    await t.http().put(`/api/v1/learning/${figma._id}`).set(auth).send({ done: true }).expect(200);
    await save({ title: 'Not mine', link: 'https://www.youtube.com/watch?v=2', type: 'Video' }, other);
  }

  describe('GET /learning', () => {
    it('lists each view newest first, only the learner\'s own', async () => {
      await saveLibrary();
      expect(titles(await list({ view: 'history' }).expect(200))).toEqual(['Product podcast', 'SQL joins (explained)', 'Figma for beginners']);
      expect(titles(await list({ view: 'progress' }).expect(200))).toEqual(['Product podcast', 'SQL joins (explained)']);
      expect(titles(await list({ view: 'wishlist' }).expect(200))).toEqual(['Data science course']);
      expect(titles(await list({ view: 'reminders' }).expect(200))).toEqual(['Product podcast']);
    });

    it('filters by keyword in title or source, skill, types and source, treating the keyword literally', async () => {
      await saveLibrary();
      expect(titles(await list({ view: 'history', q: 'figma' }).expect(200))).toEqual(['Figma for beginners']);
      expect(titles(await list({ view: 'history', q: 'medium' }).expect(200))).toEqual(['SQL joins (explained)']);
      expect(titles(await list({ view: 'history', q: '(explained)' }).expect(200))).toEqual(['SQL joins (explained)']);
      expect(titles(await list({ view: 'history', q: '.*' }).expect(200))).toEqual([]);
      expect(titles(await list({ view: 'history', skill: ' SQL ' }).expect(200))).toEqual(['SQL joins (explained)']);
      expect(titles(await list({ view: 'history', types: 'Video,Podcast' }).expect(200))).toEqual(['Product podcast', 'Figma for beginners']);
      expect(titles(await list({ view: 'history', types: ['Article', 'Podcast'] }).expect(200))).toEqual(['Product podcast', 'SQL joins (explained)']);
      expect(titles(await list({ view: 'history', source: 'youtube' }).expect(200))).toEqual(['Figma for beginners']);
    });

    it('pages the list and says whether a later page holds more', async () => {
      for (let i = 1; i <= 5; i += 1) await save({ title: `Item ${i}`, link: `https://example.com/${i}`, type: 'Article' });
      const res = await list({ view: 'history', page: '2', limit: '2' }).expect(200);
      expect(res.body).toMatchObject({ hasMore: true, page: 2, limit: 2 });
      expect(res.body).not.toHaveProperty('total');
      expect(titles(res)).toEqual(['Item 3', 'Item 2']);
      const last = await list({ view: 'history', page: '3', limit: '2' }).expect(200);
      expect(last.body).toMatchObject({ hasMore: false, page: 3 });
      expect(titles(last)).toEqual(['Item 1']);
      const exact = await list({ view: 'history', page: '1', limit: '5' }).expect(200);
      expect(exact.body).toMatchObject({ hasMore: false });
      const first = await list({ view: 'history' }).expect(200);
      expect(first.body).toMatchObject({ page: 1, limit: 20, hasMore: false });
    });

    it('walks the whole list by cursor, newest first, none twice, ties on the saved time broken by id', async () => {
      for (let i = 1; i <= 4; i += 1) await save({ title: `Item ${i}`, link: `https://example.com/${i}`, type: 'Article' });
      // Saved in the same millisecond (an import keeps the original times), and one record with no time at all.
      const [a, b] = await Promise.all([1, 2].map((i) => save({ title: `Twin ${i}`, link: `https://example.com/twin/${i}`, type: 'Article' })));
      const mine = t.connection.collection('learningresources');
      const sameTime = new Date('2026-01-01T00:00:00.000Z');
      await mine.updateMany({ _id: { $in: [a._id, b._id].map((id: string) => new Types.ObjectId(id)) } }, { $set: { createdAt: sameTime } });
      const undated = await save({ title: 'Undated', link: 'https://example.com/undated', type: 'Article' });
      await mine.updateOne({ _id: new Types.ObjectId(undated._id) }, { $unset: { createdAt: '' } });

      const walked: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await list({ view: 'history', limit: '2', ...(cursor ? { cursor } : {}) }).expect(200);
        walked.push(...titles(res));
        expect(res.body.hasMore).toBe(res.body.cursor !== undefined);
        cursor = res.body.cursor;
      } while (cursor);

      const [older, newer] = [a, b].sort((x: { _id: string }, y: { _id: string }) => (x._id < y._id ? -1 : 1));
      expect(walked).toEqual(['Item 4', 'Item 3', 'Item 2', 'Item 1', newer.title, older.title, 'Undated']);
      expect(titles(await list({ view: 'history', limit: '50' }).expect(200))).toEqual(walked);
    });

    it('keeps the filters on the pages after a cursor', async () => {
      for (let i = 1; i <= 5; i += 1) await save({ title: `${i % 2 ? 'Video' : 'Article'} ${i}`, link: `https://example.com/${i}`, type: i % 2 ? 'Video' : 'Article' });
      const first = await list({ view: 'history', types: 'Video', limit: '2' }).expect(200);
      expect(titles(first)).toEqual(['Video 5', 'Video 3']);
      const next = await list({ view: 'history', types: 'Video', limit: '2', cursor: first.body.cursor }).expect(200);
      expect(titles(next)).toEqual(['Video 1']);
      expect(next.body).toMatchObject({ hasMore: false });
      expect(next.body).not.toHaveProperty('cursor');
    });

    it.each([
      ['not base64url', 'not a cursor!'],
      ['another shape', Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z'])).toString('base64url')],
      ['a bad date', Buffer.from(JSON.stringify(['yesterday', '6b088f68d1325e2167f89799'])).toString('base64url')],
      ['a bad id', Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'nope'])).toString('base64url')],
    ])('refuses a cursor with %s with 400 and a readable message', async (_, cursor) => {
      expect((await list({ view: 'history', cursor }).expect(400)).body.error).toBe(BAD_CURSOR_MESSAGE);
    });

    it.each([
      [{}, 'view must be one of'],
      [{ view: 'all' }, 'view must be one of'],
      [{ view: 'history', limit: '51' }, 'limit must not be greater than 50'],
      [{ view: 'history', limit: '0' }, 'limit must not be less than 1'],
      [{ view: 'history', page: 'two' }, 'page must be an integer'],
      [{ view: 'history', page: '1.5' }, 'page must be an integer'],
      [{ view: 'history', types: 'Video,Book' }, 'each value in types must be one of'],
      [{ view: 'history', 'q[$gt]': '' }, 'should not exist'],
      [{ view: 'history', sort: 'title' }, 'property sort should not exist'],
    ])('refuses %j with 400', async (query, message) => {
      expect((await list(query).expect(400)).body.error).toContain(message);
    });
  });

  describe('GET /learning/lookup', () => {
    it('finds the saved resource for another form of the same link, and null otherwise', async () => {
      const saved = await save({ title: 'Figma', link: 'https://www.youtube.com/watch?v=1', type: 'Video' });
      const found = await t.http().get('/api/v1/learning/lookup').query({ url: 'http://youtube.com/watch?v=1&utm_source=x#t=3' }).set(auth).expect(200);
      expect(found.body.resource._id).toBe(saved._id);
      const byOther = await t.http().get('/api/v1/learning/lookup').query({ url: saved.link }).set(other).expect(200);
      expect(byOther.body).toEqual({ resource: null });
      const notWeb = await t.http().get('/api/v1/learning/lookup').query({ url: 'chrome://newtab' }).set(auth).expect(200);
      expect(notWeb.body).toEqual({ resource: null });
    });

    it('needs a url', async () => {
      expect((await t.http().get('/api/v1/learning/lookup').set(auth).expect(400)).body.error).toContain('url');
    });
  });

  describe('GET /learning/counts', () => {
    it('counts the Home tiles, including open to-dos', async () => {
      await saveLibrary();
      const todo = await t.http().post('/api/v1/todo').set(auth).send({ title: 'One' }).expect(201);
      await t.http().post('/api/v1/todo').set(auth).send({ title: 'Two' }).expect(201);
      await t.http().put(`/api/v1/todo/${todo.body.todo._id}`).set(auth).send({ done: true }).expect(200);
      const res = await t.http().get('/api/v1/learning/counts').set(auth).expect(200);
      expect(res.body).toEqual({ progress: 2, wishlist: 1, history: 3, reminders: 1, todos: 1 });
    });

    it('counts zero for a new learner, and to-dos alone when nothing is saved yet', async () => {
      const zero = { progress: 0, wishlist: 0, history: 0, reminders: 0, todos: 0 };
      expect((await t.http().get('/api/v1/learning/counts').set(auth).expect(200)).body).toEqual(zero);
      await t.http().post('/api/v1/todo').set(auth).send({ title: 'One' }).expect(201);
      expect((await t.http().get('/api/v1/learning/counts').set(auth).expect(200)).body).toEqual({ ...zero, todos: 1 });
    });

    /** What each list holds, to hold the tiles to: a tile is right when it counts its list. */
    async function listed() {
      const sizes: Record<string, number> = {};
      for (const view of ['progress', 'wishlist', 'history', 'reminders']) {
        sizes[view] = (await list({ view, limit: '50' }).expect(200)).body.items.length;
      }
      return sizes;
    }
    const tiles = async () => {
      const { todos: _todos, ...views } = (await t.http().get('/api/v1/learning/counts').set(auth).expect(200)).body;
      return views;
    };

    it('stays exact in every view after saves, toggles, undone work and deletes', async () => {
      await saveLibrary();
      const items: { _id: string; title: string }[] = [];
      for (const view of ['history', 'wishlist']) items.push(...(await list({ view, limit: '50' }).expect(200)).body.items);
      const id = (title: string) => items.find((item) => item.title === title)?._id;
      const steps: [string, string, object | undefined][] = [
        ['put', id('SQL joins (explained)')!, { wishList: { state: true } }],
        ['put', id('SQL joins (explained)')!, { reminder: { state: true } }],
        ['put', id('Figma for beginners')!, { done: false }],
        ['put', id('Product podcast')!, { done: true, reminder: { state: false } }],
        ['put', id('SQL joins (explained)')!, { wishList: { state: false } }],
        ['delete', id('Data science course')!, undefined],
      ];
      for (const [method, resource, body] of steps) {
        const request = method === 'put' ? t.http().put(`/api/v1/learning/${resource}`) : t.http().delete(`/api/v1/learning/${resource}`);
        await (body ? request.set(auth).send(body) : request.set(auth)).expect((res) => expect(res.status).toBeLessThan(300));
        expect(await tiles()).toEqual(await listed());
      }
      expect(await tiles()).toEqual({ progress: 2, wishlist: 0, history: 3, reminders: 1 });
    });

    it('counts records older code stored without a state, or with null, as their lists show them', async () => {
      await saveLibrary();
      const mine = t.connection.collection('learningresources');
      const [a, b, c] = await mine.find({ user: new Types.ObjectId(userId), 'wishList.state': false }).limit(3).toArray();
      await mine.updateOne({ _id: a!._id }, { $unset: { wishList: 1 } });
      await mine.updateOne({ _id: b!._id }, { $set: { 'wishList.state': null, done: null } });
      await mine.updateOne({ _id: c!._id }, { $set: { reminder: null } });
      expect(await tiles()).toEqual(await listed());
    });
  });

  describe('GET /learning/activity', () => {
    /** Inserts resources created at the given instants, as if saved then. */
    async function addedAt(instants: DateTime[]) {
      await t.connection.models.LearningResource!.insertMany(
        instants.map((at, i) => ({
          user: userId,
          title: `Added ${i}`,
          link: `https://example.com/added/${i}`,
          normalisedUrl: `example.com/added/${i}`,
          offeredBy: 'example.com',
          type: 'Article',
          createdAt: at.toJSDate(),
          updatedAt: at.toJSDate(),
        })),
        { timestamps: false },
      );
    }

    it('counts resources added on each day of this week, Sunday first, in Lagos by default', async () => {
      const now = DateTime.now().setZone('Africa/Lagos');
      const sunday = now.startOf('day').minus({ days: now.weekday % 7 });
      await addedAt([
        sunday.plus({ minutes: 1 }),
        sunday.plus({ days: 2, hours: 10 }),
        sunday.plus({ days: 2, hours: 11 }),
        ...Array.from({ length: 12 }, (_, i) => sunday.plus({ days: 6, minutes: i })),
        sunday.minus({ minutes: 1 }),
        sunday.plus({ weeks: 1, minutes: 1 }),
      ]);
      const res = await t.http().get('/api/v1/learning/activity').set(auth).expect(200);
      expect(res.body).toEqual({
        weekStart: sunday.toISODate(),
        counts: [1, 0, 2, 0, 0, 0, 12],
        bars: [10, 0, 20, 0, 0, 0, 100],
      });
    });

    it('places each resource on the learner\'s local day', async () => {
      const zone = 'Pacific/Auckland';
      const now = DateTime.now().setZone(zone);
      const sunday = now.startOf('day').minus({ days: now.weekday % 7 });
      await addedAt([sunday.plus({ days: 3, minutes: 30 })]);
      const res = await t.http().get('/api/v1/learning/activity').query({ tz: zone }).set(auth).expect(200);
      expect(res.body.weekStart).toBe(sunday.toISODate());
      expect(res.body.counts).toEqual([0, 0, 0, 1, 0, 0, 0]);
    });

    it.each(['Mars/Olympus', '', 'GMT+25'])('refuses the time zone %j with 400', async (tz) => {
      const res = await t.http().get('/api/v1/learning/activity').query({ tz }).set(auth).expect(400);
      expect(res.body.error).toContain('tz must be a time zone');
    });
  });

  it('needs a signed-in learner for every read', async () => {
    for (const path of ['', '/lookup?url=https://example.com', '/counts', '/activity']) {
      await t.http().get(`/api/v1/learning${path}`).expect(401);
    }
  });
});
