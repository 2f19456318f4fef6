import { Types } from 'mongoose';
import { RateLimitTally } from '../../src/platform/throttling/rate-limit-tally.service';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { commandsDuring, monitoredCommandsEnv, TOKEN_CHECK } from '../support/database-commands';
import { bearer, signUp } from '../support/factories/accounts';
import { learnerWithPathway } from '../support/factories/pathways';
import { fieldBySlug } from '../support/factories/mentors';

/**
 * The hot signed-in routes each cost one database command once the caller's token version is cached
 * (docs/decisions/0027, docs/performance/README.md). A second command on any of them fails here.
 */
describe('hot routes: one database round trip each, compressed answers', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let resourceId: string;
  let userId: string;

  beforeAll(async () => {
    // Production's every-route rate limit on: it must add no command to a request. Its timed sync (two
    // commands a minute here) is stopped, so it cannot land inside a counted request on a slow machine.
    t = await createTestApp({ env: { ...monitoredCommandsEnv(), TOKEN_VERSION_CACHE_MS: '60000', RATE_LIMIT_PER_IP: '1200', RATE_LIMIT_SYNC_MS: '60000' } });
    await t.app.get(RateLimitTally).onModuleDestroy();
    const learner = await learnerWithPathway(t);
    auth = bearer(learner.token);
    userId = learner.user._id;
    for (let i = 1; i <= 3; i += 1) {
      const saved = await t
        .http()
        .post('/api/v1/learning')
        .set(auth)
        .send({ title: `Saved ${i}`, link: `https://example.com/saved/${i}`, type: 'Article', wishList: { state: i === 3 } })
        .expect(201);
      resourceId = saved.body.resource._id;
    }
    await t.http().post('/api/v1/todo').set(auth).send({ title: 'Practise joins' }).expect(201);
  });
  afterAll(() => t.close());

  /** The route's own commands: the token check's cache misses are asserted in the last test. */
  const commands = async (act: () => Promise<unknown>) =>
    (await commandsDuring(t.connection, act)).filter((command) => command !== TOKEN_CHECK);

  it.each([
    ['GET /learning?view=history', '/api/v1/learning?view=history&limit=2', 'find learningresources'],
    ['GET /learning?view=progress', '/api/v1/learning?view=progress', 'find learningresources'],
    ['GET /learning?view=wishlist', '/api/v1/learning?view=wishlist', 'find learningresources'],
    ['GET /learning?view=reminders', '/api/v1/learning?view=reminders', 'find learningresources'],
    ['GET /learning with filters', '/api/v1/learning?view=history&q=saved&types=Article&source=example', 'find learningresources'],
    ['GET /learning/counts', '/api/v1/learning/counts', 'aggregate learningresources'],
    ['GET /payments/balance', '/api/v1/payments/balance', 'find ledgeraccounts'],
    ['GET /learning/lookup', '/api/v1/learning/lookup?url=https://example.com/saved/1', 'find learningresources'],
    ['GET /todo', '/api/v1/todo', 'find todos'],
    ['GET /users/me?balances=false', '/api/v1/users/me?balances=false', 'find users'],
    ['GET /pathways/:slug/access', '/api/v1/pathways/product-design/access', 'aggregate pathways'],
    ['GET /pathways/:slug/resources', '/api/v1/pathways/product-design/resources', 'aggregate pathways'],
    ['GET /users/me/tests', '/api/v1/users/me/tests', 'find skilltestresults'],
  ])('%s sends one command', async (_route, path, command) => {
    expect(await commands(() => t.http().get(path).set(auth).expect(200))).toEqual([command]);
  });

  it('GET /users/me joins the ledger on an earner’s first read, then reads the user alone (decision 0071)', async () => {
    const { token } = await signUp(t);
    const read = () => t.http().get('/api/v1/users/me').set(bearer(token)).expect(200);
    expect(await commands(read)).toEqual(['aggregate users']);
    expect(await commands(read)).toEqual(['find users']);
  });

  it('GET /fields/:id/assess/status and GET /assessments/reviews/mine each join what they show to the pathway in one aggregation; GET /fields/:id/test sends none', async () => {
    const productDesign = (await fieldBySlug(t, 'product-design'))._id;
    expect(await commands(() => t.http().get(`/api/v1/fields/${productDesign}/assess/status`).set(auth).expect(200))).toEqual(['aggregate pathways']);
    expect(await commands(() => t.http().get(`/api/v1/fields/${productDesign}/test`).set(auth).expect(200))).toEqual([]);
    const questions = (await t.http().get(`/api/v1/fields/${productDesign}/assess`).set(auth).expect(200)).body as { data: { _id: string; type: string }[] };
    const text = questions.data.find((question) => question.type === 'text')!._id;
    await t.http().post(`/api/v1/fields/${productDesign}/assess`).set(auth).send({ assessment: [{ question: text, answer: 'Asking people why.' }] }).expect(200);
    let mine: { data: unknown[] } = { data: [] };
    const sent = await commands(async () => {
      mine = (await t.http().get('/api/v1/assessments/reviews/mine').query({ fieldId: productDesign }).set(auth).expect(200)).body as { data: unknown[] };
    });
    expect(sent).toEqual(['aggregate pathways']);
    expect(mine.data).toEqual([expect.objectContaining({ questionId: text, answer: 'Asking people why.', question: expect.any(String) })]);
  });

  it('GET /meetings/singlementor/:username joins the profile and the mentor’s taken hours to the account in one aggregation', async () => {
    const mentor = await signUp(t);
    await t.connection.collection('users').updateOne({ email: mentor.user.email }, { $set: { role: 'mentor', username: 'hot-mentor' } });
    await t.http().put('/api/v1/users/freetime').set(bearer(mentor.token)).send({ freeTime: [{ day: 1, hour: 9, minute: 0, timezone: 'Europe/London' }] }).expect(200);
    const sent = await commands(() => t.http().get('/api/v1/meetings/singlementor/hot-mentor').expect(200));
    expect(sent).toEqual(['aggregate users']);
  });

  it('GET /meetings/mentee/:id reads the meetings, then the people in them, whatever their number', async () => {
    const mentorId = new Types.ObjectId();
    await t.connection.collection('meetings').insertMany(
      [1, 2, 3].map((days) => ({
        mentor: mentorId,
        mentee: new Types.ObjectId(userId),
        slotId: new Types.ObjectId(),
        startsAt: new Date(Date.now() + days * 86_400_000),
        endsAt: new Date(Date.now() + days * 86_400_000 + 3_600_000),
        status: 'booked',
        active: true,
        paymentReference: `trl-hot-${days}`,
        purpose: 'SQL',
      })),
    );
    const sent = await commands(() => t.http().get(`/api/v1/meetings/mentee/${userId}`).set(auth).expect(200));
    expect(sent).toEqual(['aggregate meetings', 'find users']);
    const history = await commands(() => t.http().get(`/api/v1/meetings/mentee/${userId}/history?limit=2`).set(auth).expect(200));
    expect(history).toEqual(['find meetings']);
  });

  it('GET /mentors, GET /meetings/field/:id and GET /fields/:slug/mentors join the accounts and the taken hours into one aggregation, however many mentors', async () => {
    const dataScience = (await fieldBySlug(t, 'data-science'))._id;
    for (const name of ['one', 'two', 'three']) {
      const mentor = await signUp(t);
      const user = await t.connection.collection('users').findOneAndUpdate({ email: mentor.user.email }, { $set: { role: 'mentor', username: `hot-list-${name}` } });
      await t.connection.collection('mentorprofiles').insertOne({ user: user!._id, fields: [new Types.ObjectId(dataScience)], slots: [], blockedDates: [], suspended: false, revision: 0 });
      await t.http().put('/api/v1/users/freetime').set(bearer(mentor.token)).send({ freeTime: [{ day: 2, hour: 9, minute: 0, timezone: 'Africa/Lagos' }] }).expect(200);
    }
    const listed = await commands(() => t.http().get('/api/v1/mentors').expect(200));
    expect(listed).toEqual(['aggregate mentorprofiles']);
    const ofField = await commands(() => t.http().get(`/api/v1/meetings/field/${dataScience}`).expect(200));
    expect(ofField).toEqual(['aggregate mentorprofiles']);
    const page = await commands(() => t.http().get(`/api/v1/mentors/field/${dataScience}?limit=2`).expect(200));
    expect(page).toEqual(['aggregate mentorprofiles']);
    const track = await commands(() => t.http().get('/api/v1/fields/data-science/mentors?limit=2').expect(200));
    expect(track).toEqual(['aggregate mentorprofiles']);
  });

  it('GET /learning/counts tallies the views from the index alone, reading no saved resource', async () => {
    const db = t.connection.db;
    if (!db) throw new Error('no database');
    await db.command({ profile: 2 });
    try {
      await t.http().get('/api/v1/learning/counts').set(auth).expect(200);
    } finally {
      await db.command({ profile: 0 });
    }
    const [tally] = await db.collection('system.profile').find({ 'command.aggregate': 'learningresources' }).toArray();
    expect(tally).toMatchObject({ docsExamined: 0, planSummary: expect.stringContaining('wishList.state: 1') });
    expect(tally?.keysExamined).toBeGreaterThanOrEqual(3);
  });

  it('GET /learning after a cursor is one command that reads one page of the index, however deep the page', async () => {
    const deep = await signUp(t);
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    await t.connection.collection('learningresources').insertMany(
      Array.from({ length: 60 }, (_, i) => ({
        user: new Types.ObjectId(deep.user._id),
        title: `Deep ${i}`,
        link: `https://example.com/deep/${i}`,
        normalisedUrl: `example.com/deep/${i}`,
        type: 'Article',
        offeredBy: 'example.com',
        microSkill: [],
        done: false,
        wishList: { state: false },
        reminder: { state: false },
        createdAt: new Date(start + i * 60_000),
        updatedAt: new Date(start + i * 60_000),
      })),
    );
    let cursor: string | undefined;
    for (let page = 1; page <= 3; page += 1) {
      const res = await t.http().get('/api/v1/learning').query({ view: 'history', limit: '10', ...(cursor ? { cursor } : {}) }).set(bearer(deep.token)).expect(200);
      cursor = (res.body as { cursor?: string }).cursor;
    }
    const fourth = () => t.http().get('/api/v1/learning').query({ view: 'history', limit: '10', cursor }).set(bearer(deep.token)).expect(200);
    expect(await commands(fourth)).toEqual(['find learningresources']);

    const db = t.connection.db;
    if (!db) throw new Error('no database');
    await db.command({ profile: 2 });
    let titles: string[] = [];
    try {
      titles = ((await fourth()).body as { items: { title: string }[] }).items.map((item) => item.title);
    } finally {
      await db.command({ profile: 0 });
    }
    expect(titles).toEqual(Array.from({ length: 10 }, (_, i) => `Deep ${29 - i}`));
    const [read] = await db.collection('system.profile').find({ 'command.find': 'learningresources' }).sort({ ts: -1 }).limit(1).toArray();
    // The page and the one entry that says whether more follow; skipping to page 4 would read 41.
    expect(read).toMatchObject({ keysExamined: 11, docsExamined: 11 });
  });

  it('POST /learning inserts a new page with one command, without reading first', async () => {
    const sent = await commands(() =>
      t.http().post('/api/v1/learning').set(auth).send({ title: 'New', link: 'https://example.com/new', type: 'Video' }).expect(201),
    );
    expect(sent).toEqual(['insert learningresources']);
  });

  it('POST /learning of a page already saved lets the unique index answer, then reads the saved record', async () => {
    const sent = await commands(() =>
      t.http().post('/api/v1/learning').set(auth).send({ title: 'Again', link: 'https://example.com/saved/1', type: 'Video' }).expect(200),
    );
    expect(sent).toEqual(['insert learningresources', 'find learningresources']);
  });

  it('PUT /learning/:id changes a resource with one command', async () => {
    const sent = await commands(() => t.http().put(`/api/v1/learning/${resourceId}`).set(auth).send({ done: true }).expect(200));
    expect(sent).toEqual(['findAndModify learningresources']);
  });

  it('compresses answers for clients that accept it, as phones on mobile data do', async () => {
    for (let i = 1; i <= 6; i += 1) {
      await t.http().post('/api/v1/learning').set(auth).send({ title: `A longer read ${i}`, link: `https://example.com/long/${i}`, type: 'Article' }).expect(201);
    }
    const res = await t.http().get('/api/v1/learning?view=history').set(auth).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.items.length).toBeGreaterThanOrEqual(6);
  });

  it('reads a token version once per cache period, however many requests arrive at once', async () => {
    const fresh = bearer((await signUp(t)).token);
    const fiveAtOnce = () => Promise.all(Array.from({ length: 5 }, () => t.http().get('/api/v1/todo').set(fresh).expect(200)));
    const first = await commandsDuring(t.connection, fiveAtOnce);
    expect(first.filter((command) => command === TOKEN_CHECK)).toHaveLength(1);
    expect(first.filter((command) => command === 'find todos')).toHaveLength(5);
    const next = await commandsDuring(t.connection, fiveAtOnce);
    expect(next).toEqual(Array.from({ length: 5 }, () => 'find todos'));
  });
});
