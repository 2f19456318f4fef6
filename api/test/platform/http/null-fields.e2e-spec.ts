import { Types } from 'mongoose';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../../support/factories/accounts';

/** Optional fields may be left out, never sent as null; records older code stored with null still read. */
describe('null in optional fields', () => {
  let t: TestApp;
  let ada: SignedUp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t);
    auth = bearer(ada.token);
  });
  afterAll(() => t.close());

  const saveVideo = async () =>
    (await t.http().post('/api/v1/learning').set(auth).send({ title: 'SQL', link: `https://example.com/${new Types.ObjectId()}`, type: 'Video', microSkill: ['SQL'] }).expect(201))
      .body.resource as { _id: string };
  const addTodo = async () => (await t.http().post('/api/v1/todo').set(auth).send({ title: 'Practise' }).expect(201)).body.todo as { _id: string };

  it.each([
    [{ microSkill: null }, 'microSkill must not be null'],
    [{ title: null }, 'title must not be null'],
    [{ wishList: null }, 'wishList must not be null'],
    [{ done: null }, 'done must not be null'],
  ])('PUT /learning/:id refuses %j and keeps the record', async (body, message) => {
    const saved = await saveVideo();
    const res = await t.http().put(`/api/v1/learning/${saved._id}`).set(auth).send(body).expect(400);
    expect(res.body).toEqual({ error: message });
    const stored = await t.connection.collection('learningresources').findOne({ _id: new Types.ObjectId(saved._id) });
    expect(stored).toMatchObject({ title: 'SQL', microSkill: ['sql'], done: false });
  });

  // The three DTOs the security review found on class-validator's IsOptional (H4, L3): null is refused before any work.
  it.each([
    ['/api/v1/payments/mentorhour', { title: null }, 'title must not be null'],
    ['/api/v1/payments/mentorhour', { bio: null }, 'bio must not be null'],
    ['/api/v1/payments/mentorhour', { referralCode: null }, 'referralCode must not be null'],
    ['/api/v1/payments/mentorhour', { title: 'Analyst\u0000' }, 'title must not contain control characters'],
    ['/api/v1/payments/mentorhour', { clarity: 'Help\u0007' }, 'clarity must not contain control characters other than line breaks and tabs'],
  ])('POST %s refuses %j', async (path, field, message) => {
    const booking = {
      mentorId: new Types.ObjectId().toHexString(),
      occurrences: [{ slotId: new Types.ObjectId().toHexString(), startsAt: new Date(Date.now() + 86_400_000).toISOString(), second: false }],
      clarity: 'Portfolio review',
    };
    // Booking is for verified learners: the body is checked after that.
    const learner = await signUp(t);
    await setAccess(t, learner.user._id, { emailVerified: true });
    const res = await t.http().post(path).set(bearer(learner.token)).send({ ...booking, ...field }).expect(400);
    expect(res.body).toEqual({ error: message });
  });

  it('POST /fields/:id/assess refuses a null answer with 400, not 500', async () => {
    const res = await t.http().post(`/api/v1/fields/${new Types.ObjectId().toHexString()}/assess`).set(auth)
      .send({ assessment: [{ question: new Types.ObjectId().toHexString(), answer: null }] });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: expect.stringContaining('must not be null') } });
  });

  it('POST /learning refuses null in an optional field', async () => {
    const res = await t.http().post('/api/v1/learning').set(auth)
      .send({ title: 'SQL', link: 'https://example.com/null-image', type: 'Video', image: null }).expect(400);
    expect(res.body).toEqual({ error: 'image must not be null' });
  });

  it.each([
    [{ done: null }, 'done must not be null'],
    [{ title: null }, 'title must not be null'],
  ])('PUT /todo/:id refuses %j, so the to-do stays in the open list', async (body, message) => {
    const todo = await addTodo();
    const res = await t.http().put(`/api/v1/todo/${todo._id}`).set(auth).send(body).expect(400);
    expect(res.body).toEqual({ error: message });
    const open = await t.http().get('/api/v1/todo').set(auth).expect(200);
    expect(open.body.items.map((item: { _id: string }) => item._id)).toContain(todo._id);
  });

  it('PUT /todo/:id with nothing to change answers 400 and leaves the to-do as it was', async () => {
    const todo = await addTodo();
    const res = await t.http().put(`/api/v1/todo/${todo._id}`).set(auth).send({}).expect(400);
    expect(res.body).toEqual({ error: 'Nothing to update' });
    const stored = await t.connection.collection('todos').findOne({ _id: new Types.ObjectId(todo._id) });
    expect(stored?.updateDate).toBeUndefined();
  });

  it.each([
    [{ username: null }, 'username must not be null'],
    [{ phone: null }, 'phone must not be null'],
    [{ bio: null }, 'bio must not be null'],
    [{ reminder: null }, 'reminder must not be null'],
    [{ reminder: { gmail: null } }, 'reminder.gmail must not be null'],
  ])('PUT /users/:id refuses %j', async (body, message) => {
    const res = await t.http().put('/api/v1/users/me').set(auth).send(body).expect(400);
    expect(res.body).toEqual({ error: message });
  });

  it('POST /auth/register refuses null for an optional field', async () => {
    const res = await t.http().post('/api/v1/auth/register')
      .send({ email: 'nulls@example.com', password: 'correct-horse-battery', firstName: 'Ada', lastName: 'Obi', birthMonth: '1990-01', refCode: null })
      .expect(400);
    expect(res.body).toEqual({ error: 'refCode must not be null' });
  });

  describe('records stored with null by older code', () => {
    it('lists and counts a resource whose micro skills are null', async () => {
      const saved = await saveVideo();
      await t.connection.collection('learningresources').updateOne({ _id: new Types.ObjectId(saved._id) }, { $set: { microSkill: null, doneAt: null } });
      const res = await t.http().get('/api/v1/learning?view=progress').set(auth).expect(200);
      expect(res.body.items.find((item: { _id: string }) => item._id === saved._id)).toMatchObject({ microSkill: [], done: false });
      await t.http().get('/api/v1/learning/counts').set(auth).expect(200);
      const edited = await t.http().put(`/api/v1/learning/${saved._id}`).set(auth).send({ title: 'SQL basics' }).expect(200);
      expect(edited.body.resource.microSkill).toEqual([]);
    });

    it('shows a to-do whose done is null as open, and counts it', async () => {
      const todo = await addTodo();
      await t.connection.collection('todos').updateOne({ _id: new Types.ObjectId(todo._id) }, { $set: { done: null } });
      const open = await t.http().get('/api/v1/todo').set(auth).expect(200);
      expect(open.body.items.find((item: { _id: string }) => item._id === todo._id)).toMatchObject({ done: false });
      const counts = await t.http().get('/api/v1/learning/counts').set(auth).expect(200);
      expect(counts.body.todos).toBe(open.body.items.length);
    });

    it('answers a profile whose username and phone are null without those fields', async () => {
      const bob = await signUp(t);
      await t.connection.collection('users').updateOne({ _id: new Types.ObjectId(bob.user._id) }, { $set: { username: null, phone: null, bio: null } });
      const res = await t.http().get('/api/v1/users/me').set(bearer(bob.token)).expect(200);
      expect(res.body.user).not.toHaveProperty('username');
      expect(res.body.user).not.toHaveProperty('phone');
      expect(res.body.user).not.toHaveProperty('bio');
    });
  });
});
