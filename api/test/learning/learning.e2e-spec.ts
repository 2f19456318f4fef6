import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';

const VIDEO = { title: '  Intro to Figma  ', link: 'https://www.youtube.com/watch?v=abc', type: 'Video' };

describe('learning resources: save, update, delete', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let other: { Authorization: string };
  const resources = () => t.connection.collection('learningresources');
  const savedBy = (userId: string) => t.connection.models.LearningResource!.countDocuments({ user: userId });

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    auth = bearer((await signUp(t)).token);
    other = bearer((await signUp(t)).token);
  });
  afterAll(() => t.close());

  const save = (body: object, as = auth) => t.http().post('/api/v1/learning').set(as).send(body);

  describe('POST /learning', () => {
    it('saves a resource with the source derived from the link, ignoring the client\'s offeredBy', async () => {
      const res = await save({ ...VIDEO, offeredBy: 'evil.example', microSkill: [' Figma ', 'figma', 'Prototyping'] }).expect(201);
      expect(res.body.alreadySaved).toBe(false);
      expect(res.body.resource).toMatchObject({
        title: 'Intro to Figma',
        link: VIDEO.link,
        offeredBy: 'youtube.com',
        type: 'Video',
        microSkill: ['figma', 'prototyping'],
        wishList: { state: false },
        reminder: { state: false },
        done: false,
      });
      expect(res.body.resource).not.toHaveProperty('normalisedUrl');
      expect(res.body.resource._id).toEqual(expect.any(String));
    });

    it('saves to the wishlist with a reminder, dating both states', async () => {
      const res = await save({ ...VIDEO, wishList: { state: true }, reminder: { state: true } }).expect(201);
      expect(res.body.resource.wishList).toEqual({ state: true, date: expect.any(String) });
      expect(res.body.resource.reminder).toEqual({ state: true, date: expect.any(String) });
    });

    it('accepts the spec\'s learningType as the type', async () => {
      const res = await save({ title: 'A podcast', link: 'https://podcasts.example.com/ep/1', learningType: 'Podcast' }).expect(201);
      expect(res.body.resource.type).toBe('Podcast');
    });

    it('answers 200 with the first record when the same page is saved again in another form', async () => {
      const first = await save(VIDEO).expect(201);
      for (const link of [
        'http://youtube.com/watch?v=abc',
        'https://www.youtube.com/watch/?v=abc#t=10',
        'https://youtube.com/watch?v=abc&utm_source=whatsapp',
      ]) {
        const again = await save({ ...VIDEO, title: 'Another title', link }).expect(200);
        expect(again.body).toEqual({ resource: first.body.resource, alreadySaved: true });
      }
      expect(await savedBy(first.body.resource.user)).toBe(1);
    });

    it('stores one record when the same page is posted twice at once', async () => {
      const link = 'https://www.coursera.org/learn/ux-design';
      const [a, b] = await Promise.all([save({ ...VIDEO, link }), save({ ...VIDEO, link: `${link}/` })]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body.resource._id).toBe(b.body.resource._id);
      expect(await resources().countDocuments({ offeredBy: 'coursera.org' })).toBe(1);
    });

    it('makes a retried save with the same saveId answer the first record', async () => {
      const saveId = '6f1c2b3a-1111-4a2b-9c3d-000000000001';
      const first = await save({ ...VIDEO, link: 'https://example.com/a', saveId }).expect(201);
      const retry = await save({ ...VIDEO, link: 'https://example.com/a?edited=1', saveId }).expect(200);
      expect(retry.body.resource._id).toBe(first.body.resource._id);
    });

    it('stores one record when a retry with the same saveId races the first attempt', async () => {
      const body = { ...VIDEO, link: 'https://example.com/race', saveId: 'f0e1d2c3-0000-4000-8000-00000000race' };
      const answers = await Promise.all([save(body), save(body), save(body)]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((res) => res.body.resource._id)).size).toBe(1);
      expect(await savedBy(answers[0]!.body.resource.user)).toBe(1);
    });

    it('lets two learners save the same page', async () => {
      await save(VIDEO).expect(201);
      await save(VIDEO, other).expect(201);
    });

    it.each(([
      [{ ...VIDEO, link: 'javascript:alert(1)' }, 'link must be a web link'],
      [{ ...VIDEO, link: 'ftp://example.com/file' }, 'link must be a web link'],
      [{ ...VIDEO, link: 'youtube.com/watch?v=abc' }, 'link must be a web link'],
      [{ ...VIDEO, link: { $gt: '' } }, 'link must be a web link'],
      [{ ...VIDEO, link: `https://example.com/${'a'.repeat(2100)}` }, 'link must be at most 2048 characters'],
      [{ ...VIDEO, title: '   ' }, 'title should not be empty'],
      [{ ...VIDEO, title: { $gt: '' } }, 'title must be a string'],
      [{ ...VIDEO, title: 'x'.repeat(301) }, 'title must be shorter than or equal to 300 characters'],
      [{ link: VIDEO.link, type: 'Video' }, 'title must be a string'],
      [{ ...VIDEO, type: 'Book' }, 'type must be one of the following values'],
      [{ title: 'x', link: VIDEO.link }, 'type must be one of the following values'],
      [{ ...VIDEO, microSkill: 'figma' }, 'microSkill must be an array'],
      [{ ...VIDEO, microSkill: [{ $gt: '' }] }, 'each value in microSkill must be a string'],
      [{ ...VIDEO, wishList: true }, 'wishList must be an object'],
      [{ ...VIDEO, wishList: { state: 'yes' } }, 'wishList.state must be a boolean value'],
      [{ ...VIDEO, image: 'data:image/png;base64,AAAA' }, 'image must be a web link'],
      [{ ...VIDEO, saveId: 'has spaces' }, 'saveId must be'],
      [{ ...VIDEO, user: '000000000000000000000000' }, 'property user should not exist'],
      [{ ...VIDEO, normalisedUrl: 'x' }, 'property normalisedUrl should not exist'],
    ] as const).map(([body, message]) => [message, body] as const))('answers 400 "%s" and stores nothing', async (message, body) => {
      const before = await resources().countDocuments();
      const res = await save(body).expect(400);
      expect(res.body.error).toContain(message);
      expect(await resources().countDocuments()).toBe(before);
    });

    it('needs a signed-in learner', async () => {
      const res = await t.http().post('/api/v1/learning').send(VIDEO).expect(401);
      expect(res.body.error).toEqual(expect.any(String));
    });
  });

  describe('PUT /learning/:id', () => {
    const update = (id: string, body: object, as = auth) => t.http().put(`/api/v1/learning/${id}`).set(as).send(body);

    it('moves a wishlist item to learning, sets a reminder and marks it done', async () => {
      const { body } = await save({ ...VIDEO, wishList: { state: true } }).expect(201);
      const id = body.resource._id;

      const moved = await update(id, { wishList: { state: false } }).expect(200);
      expect(moved.body.resource.wishList).toEqual({ state: false, date: expect.any(String) });

      const reminded = await update(id, { reminder: { state: true } }).expect(200);
      expect(reminded.body.resource.reminder).toEqual({ state: true, date: expect.any(String) });

      const done = await update(id, { done: true }).expect(200);
      expect(done.body.resource).toMatchObject({ done: true, doneAt: expect.any(String) });

      const undone = await update(id, { done: false }).expect(200);
      expect(undone.body.resource.done).toBe(false);
      expect(undone.body.resource).not.toHaveProperty('doneAt');
    });

    it('edits the title, type and micro skills', async () => {
      const { body } = await save(VIDEO).expect(201);
      const res = await update(body.resource._id, { title: ' Figma basics ', type: 'Course', microSkill: ['UX Writing', 'ux writing'] }).expect(200);
      expect(res.body.resource).toMatchObject({ title: 'Figma basics', type: 'Course', microSkill: ['ux writing'] });
    });

    it('answers 404 for another learner\'s resource and leaves it unchanged', async () => {
      const { body } = await save(VIDEO).expect(201);
      const res = await update(body.resource._id, { title: 'Taken over' }, other).expect(404);
      expect(res.body).toEqual({ error: 'Resource not found' });
      const stored = await t.http().get('/api/v1/learning/lookup').query({ url: VIDEO.link }).set(auth).expect(200);
      expect(stored.body.resource.title).toBe('Intro to Figma');
    });

    it.each([
      [{ title: '' }, 'title should not be empty'],
      [{ title: { $gt: '' } }, 'title must be a string'],
      [{ type: 'Book' }, 'type must be one of'],
      [{ done: 'yes' }, 'done must be a boolean value'],
      [{ reminder: { state: 1 } }, 'reminder.state must be a boolean value'],
      [{ link: 'https://elsewhere.example.com' }, 'property link should not exist'],
      [{ offeredBy: 'evil.example' }, 'property offeredBy should not exist'],
      [{}, 'Nothing to update'],
    ])('refuses %j with 400', async (body, message) => {
      const { body: saved } = await save(VIDEO).expect(201);
      const res = await update(saved.resource._id, body).expect(400);
      expect(res.body.error).toContain(message);
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      expect((await update('not-an-id', { done: true }).expect(400)).body.error).toContain('Invalid _id');
      await update('0123456789abcdef01234567', { done: true }).expect(404);
    });
  });

  describe('DELETE /learning/:id', () => {
    it('deletes the learner\'s own resource with 204', async () => {
      const { body } = await save(VIDEO).expect(201);
      await t.http().delete(`/api/v1/learning/${body.resource._id}`).set(auth).expect(204);
      const lookup = await t.http().get('/api/v1/learning/lookup').query({ url: VIDEO.link }).set(auth).expect(200);
      expect(lookup.body).toEqual({ resource: null });
    });

    it('answers 404 for another learner\'s resource and keeps it', async () => {
      const { body } = await save(VIDEO).expect(201);
      await t.http().delete(`/api/v1/learning/${body.resource._id}`).set(other).expect(404);
      await t.http().delete('/api/v1/learning/nope').set(auth).expect(400);
      const lookup = await t.http().get('/api/v1/learning/lookup').query({ url: VIDEO.link }).set(auth).expect(200);
      expect(lookup.body.resource._id).toBe(body.resource._id);
    });
  });
});
