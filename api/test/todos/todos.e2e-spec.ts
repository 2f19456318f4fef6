import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';

describe('to-dos', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let other: { Authorization: string };
  const todos = () => t.connection.collection('todos');

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    auth = bearer((await signUp(t)).token);
    other = bearer((await signUp(t)).token);
  });
  afterAll(() => t.close());

  const create = (title: unknown, as = auth) => t.http().post('/api/v1/todo').set(as).send({ title });
  const update = (id: string, body: object, as = auth) => t.http().put(`/api/v1/todo/${id}`).set(as).send(body);
  const list = (as = auth) => t.http().get('/api/v1/todo').set(as).expect(200);

  it('adds a trimmed to-do and lists open ones newest first, only the learner\'s own', async () => {
    const first = await create('  Finish the Figma course  ').expect(201);
    expect(first.body.todo).toEqual({
      _id: expect.any(String),
      title: 'Finish the Figma course',
      done: false,
      user: expect.any(String),
      createdAt: expect.any(String),
    });
    await create('Read one article').expect(201);
    await create('Someone else\'s', other).expect(201);

    const res = await list();
    expect(res.body.items.map((todo: { title: string }) => todo.title)).toEqual(['Read one article', 'Finish the Figma course']);
  });

  it('marks a to-do done, dating the update, and hides it from the list', async () => {
    const { body } = await create('Watch a webinar').expect(201);
    const res = await update(body.todo._id, { done: true }).expect(200);
    expect(res.body.todo).toMatchObject({ done: true, updateDate: expect.any(String) });
    expect((await list()).body.items).toEqual([]);
  });

  it('renames a to-do', async () => {
    const { body } = await create('Draft').expect(201);
    const res = await update(body.todo._id, { title: ' Final title ' }).expect(200);
    expect(res.body.todo.title).toBe('Final title');
  });

  it.each([
    [undefined, 'title must be a string'],
    ['   ', 'title should not be empty'],
    [{ $gt: '' }, 'title must be a string'],
    [42, 'title must be a string'],
    ['x'.repeat(201), 'title must be shorter than or equal to 200 characters'],
  ])('refuses the title %j with 400 and stores nothing', async (title, message) => {
    const before = await todos().countDocuments();
    const res = await create(title).expect(400);
    expect(res.body.error).toContain(message);
    expect(await todos().countDocuments()).toBe(before);
  });

  it('refuses unknown fields and wrong types on update', async () => {
    const { body } = await create('Task').expect(201);
    expect((await update(body.todo._id, { done: 'yes' }).expect(400)).body.error).toContain('done must be a boolean value');
    expect((await update(body.todo._id, { user: 'x' }).expect(400)).body.error).toContain('property user should not exist');
    expect((await update(body.todo._id, { title: '' }).expect(400)).body.error).toContain('title should not be empty');
  });

  it('answers 404 when another learner updates a to-do, and leaves it unchanged', async () => {
    const { body } = await create('Mine').expect(201);
    expect((await update(body.todo._id, { done: true }, other).expect(404)).body).toEqual({ error: 'To-do not found' });
    expect((await list()).body.items).toHaveLength(1);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await update('nope', { done: true }).expect(400)).body.error).toContain('Invalid _id');
  });

  it('needs a signed-in learner', async () => {
    await t.http().get('/api/v1/todo').expect(401);
    await t.http().post('/api/v1/todo').send({ title: 'x' }).expect(401);
  });
});
