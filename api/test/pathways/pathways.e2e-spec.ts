import type { Pathway, PathwayResource } from '@trail/shared';
import { Types } from 'mongoose';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer } from '../support/factories/accounts';
import { learnerWithPathway } from '../support/factories/pathways';
import { fieldBySlug } from '../support/factories/mentors';

describe('pathways: seeded content, the public page and the resources', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await learnerWithPathway(t)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  // Closing a second app on the same process ends the first one's database watch: those tests come last.
  const page = async (app = t) => (await app.http().get('/api/v1/pathways/product-design').expect(200)).body as Pathway;
  const resources = async (app = t) =>
    (await app.http().get('/api/v1/pathways/product-design/resources').set(bearer(token)).expect(200)).body as PathwayResource[];

  it('shows anyone the product-design pathway: numbered sections with counts, on the Product Design track, and three plans', async () => {
    const pathway = await page();
    const fields = (await t.http().get('/api/v1/fields/product-design').expect(200)).body as { _id: string }[];
    expect(pathway).toMatchObject({ slug: 'product-design', title: 'Product Design', fieldId: fields[0]!._id });
    expect(pathway.sections.map((section) => section.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pathway.sections[0]).toMatchObject({ title: 'Getting Started With User Experience (UX) Design', dueOffsetDays: 14, duration: '2 weeks' });
    expect(pathway.sections[0]!.sub).toHaveLength(6);
    for (const section of pathway.sections) {
      expect(section.resource).toBeGreaterThanOrEqual(3);
      expect(section.readings + section.videos).toBe(section.resource);
    }
    expect(pathway.plans.map((plan) => [plan.plan, plan.name])).toEqual([
      [1, 'Basic'],
      [2, 'Premium'],
      [3, 'Best Value'],
    ]);
    for (const plan of pathway.plans) {
      expect(Number.isInteger(plan.fullPriceKobo) && plan.fullPriceKobo > 0).toBe(true);
      expect(Number.isInteger(plan.monthlyPriceKobo) && plan.monthlyPriceKobo > 0).toBe(true);
      expect(plan.months).toBe(4);
    }
  });

  it('answers 404 with the generic error for an unknown pathway, on both routes', async () => {
    await t.http().get('/api/v1/pathways/astrology').expect(404, { error: 'This pathway does not exist' });
    await t.http().get('/api/v1/pathways/astrology/resources').set(bearer(token)).expect(404, { error: 'This pathway does not exist' });
  });

  it('lists the resources, in section order, only to a signed-in user', async () => {
    await t.http().get('/api/v1/pathways/product-design/resources').expect(401);
    const list = await resources();
    const pathway = await page();
    expect(list).toHaveLength(pathway.sections.reduce((sum, section) => sum + section.resource, 0));
    expect(list.map((resource) => resource.section)).toEqual([...list.map((resource) => resource.section)].sort((a, b) => a - b));
    expect(list[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'The Definition of User Experience (UX)',
      photo: null,
      description: expect.any(String),
      duration: '5 min read',
      link: 'https://www.nngroup.com/articles/definition-user-experience/',
      article: true,
      sub: 'What UX design is',
      section: 1,
      state: 'new',
      openedAt: null,
    });
    for (const resource of list) {
      expect(new URL(resource.link).protocol).toBe('https:');
      expect(pathway.sections[resource.section - 1]!.sub).toContain(resource.sub);
    }
  });

  describe('resource progress', () => {
    const open = (id: string, as = token) => t.http().put(`/api/v1/users/currentresource/${id}`).set(bearer(as));
    const markRead = (id: string, as = token) => t.http().put(`/api/v1/users/resource/${id}`).set(bearer(as));
    const stateOf = async (id: string, as = token) => {
      const list = (await t.http().get('/api/v1/pathways/product-design/resources').set(bearer(as)).expect(200)).body as PathwayResource[];
      return list.find((resource) => resource._id === id)!;
    };

    it('goes new → pending when opened → completed when marked as read, for the caller only', async () => {
      const learner = (await learnerWithPathway(t)).token;
      const other = (await learnerWithPathway(t)).token;
      const id = (await resources())[0]!._id;
      expect((await stateOf(id, learner)).state).toBe('new');

      const opened = (await open(id, learner).expect(200)).body as PathwayResource;
      expect(opened).toMatchObject({ _id: id, state: 'pending', openedAt: expect.any(String) });
      expect(await stateOf(id, learner)).toEqual(opened);
      expect((await stateOf(id, other)).state).toBe('new');

      const read = (await markRead(id, learner).expect(200)).body as PathwayResource;
      expect(read).toMatchObject({ state: 'completed', openedAt: opened.openedAt });
      // Opening it again, or marking it again, changes nothing.
      expect((await open(id, learner).expect(200)).body).toEqual(read);
      expect((await markRead(id, learner).expect(200)).body).toEqual(read);
      expect(await stateOf(id, learner)).toEqual(read);
    });

    it('completes a resource marked as read without being opened first', async () => {
      const learner = (await learnerWithPathway(t)).token;
      const id = (await resources())[1]!._id;
      expect((await markRead(id, learner).expect(200)).body).toMatchObject({ state: 'completed', openedAt: expect.any(String) });
    });

    it('keeps one record per learner and resource when opens and marks race, and ends completed', async () => {
      const learner = (await learnerWithPathway(t)).token;
      const id = (await resources())[2]!._id;
      await Promise.all([open(id, learner), markRead(id, learner), open(id, learner), markRead(id, learner), open(id, learner)]);
      expect((await stateOf(id, learner)).state).toBe('completed');
      expect(await t.connection.collection('pathwayprogress').countDocuments({ resource: new Types.ObjectId(id) })).toBe(1);
    });

    it('answers 404 with an error for an unknown or malformed resource id, and 401 signed out', async () => {
      for (const id of [new Types.ObjectId().toHexString(), 'not-an-id']) {
        await open(id).expect(404, { error: 'This pathway resource does not exist' });
        await markRead(id).expect(404, { error: 'This pathway resource does not exist' });
      }
      const id = (await resources())[0]!._id;
      await t.http().put(`/api/v1/users/currentresource/${id}`).expect(401);
      await t.http().put(`/api/v1/users/resource/${id}`).expect(401);
    });
  });

  describe('the Trail assistant pace', () => {
    let productDesign: string;
    beforeAll(async () => {
      productDesign = ((await page()) as Pathway).fieldId;
    });
    const pace = (fieldId: string, as = token) => t.http().get(`/api/v1/users/assistant/${fieldId}`).set(bearer(as));
    const setPace = (fieldId: string, body: object, as = token) => t.http().post(`/api/v1/users/assistant/${fieldId}`).set(bearer(as)).send(body);

    it('is regular until the learner picks another, then keeps the choice, per learner', async () => {
      const learner = (await learnerWithPathway(t)).token;
      const other = (await learnerWithPathway(t)).token;
      await pace(productDesign, learner).expect(200, { fieldId: productDesign, rate: 'regular' });
      await setPace(productDesign, { rate: 'intense' }, learner).expect(200, { fieldId: productDesign, rate: 'intense' });
      await setPace(productDesign, { rate: 'slow' }, learner).expect(200);
      await pace(productDesign, learner).expect(200, { fieldId: productDesign, rate: 'slow' });
      await pace(productDesign, other).expect(200, { fieldId: productDesign, rate: 'regular' });
    });

    it('keeps one choice per learner and pathway when two arrive at once', async () => {
      const { token: learner, user } = await learnerWithPathway(t);
      const answers = await Promise.all([setPace(productDesign, { rate: 'slow' }, learner), setPace(productDesign, { rate: 'intense' }, learner)]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const rate = ((await pace(productDesign, learner).expect(200)).body as { rate: string }).rate;
      expect(['slow', 'intense']).toContain(rate);
      expect(await t.connection.collection('pathwaypaces').countDocuments({ user: new Types.ObjectId(user._id) })).toBe(1);
    });

    it('refuses an unknown rate, an unknown track and a track without a pathway', async () => {
      await setPace(productDesign, { rate: 'turbo' }).expect(400, { error: 'rate must be one of slow, regular, intense' });
      await setPace(new Types.ObjectId().toHexString(), { rate: 'slow' }).expect(404, { error: 'This mentorship track does not exist' });
      await pace((await fieldBySlug(t, 'data-science'))._id).expect(404, { error: 'This track has no pathway yet' });
      await t.http().get(`/api/v1/users/assistant/${productDesign}`).expect(401);
    });
  });

  it('re-seeds idempotently: a second instance restores edited content, drops stray resources, keeps every id and every learner’s progress', async () => {
    const [first, second_] = await resources();
    await t.http().put(`/api/v1/users/currentresource/${first!._id}`).set(bearer(token)).expect(200);
    await t.http().put(`/api/v1/users/resource/${second_!._id}`).set(bearer(token)).expect(200);
    const before = await resources();
    expect(before.slice(0, 2).map((resource) => resource.state)).toEqual(['pending', 'completed']);
    const pathwayBefore = await page();
    await t.connection.collection('pathwayresources').updateOne({ key: 'definition-of-ux' }, { $set: { title: 'Edited by hand' } });
    await t.connection.collection('pathwayresources').insertOne({ ...(await t.connection.collection('pathwayresources').findOne({ key: 'interviewing-users' }, { projection: { _id: 0 } })), key: 'gone-from-the-files' });

    const second = await createTestApp({ database: t.connection.name });
    try {
      expect(await resources(second)).toEqual(before);
      expect(await page(second)).toEqual(pathwayBefore);
      expect(await t.connection.collection('pathways').countDocuments()).toBe(1);
    } finally {
      await second.app.close();
    }
  });

  it('takes plan prices from config', async () => {
    const priced = await createTestApp({ env: { PATHWAY_PRICE_PREMIUM_FULL_KOBO: '1234500' } });
    try {
      const pathway = (await priced.http().get('/api/v1/pathways/product-design').expect(200)).body as Pathway;
      expect(pathway.plans.find((plan) => plan.plan === 2)?.fullPriceKobo).toBe(1_234_500);
    } finally {
      delete process.env.PATHWAY_PRICE_PREMIUM_FULL_KOBO;
      await priced.close();
    }
  });
});
