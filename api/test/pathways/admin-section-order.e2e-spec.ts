import type { AdminPathwayContent, AdminResource, PathwayResource } from '@trail/shared';
import { Types } from 'mongoose';
import { PathwaySeedService } from '../../src/pathways/pathway-seed.service';
import { SECTION_MOVE_MESSAGES } from '../../src/pathways/admin/section-order.service';
import { PRODUCT_DESIGN } from '../../src/pathways/content/product-design';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, type SignedUp } from '../support/factories/accounts';
import { newAdmin } from '../support/factories/mentors';
import { learnerWithPathway } from '../support/factories/pathways';

describe('admins reorder sections and hand edited content back to the seed (decision 0062)', () => {
  let t: TestApp;
  let admin: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = (who: SignedUp, path: string, body?: object) => t.http().post(`/api/v1${path}`).set(bearer(who.token)).send(body);
  const content = async () => (await t.http().get('/api/v1/admin/pathways/product-design/content').set(bearer(admin.token)).expect(200)).body as AdminPathwayContent;
  const move = (no: number, direction: string) => post(admin, `/admin/pathways/product-design/sections/${no}/move`, { direction });
  const sectionsOf = (pathway: AdminPathwayContent) => pathway.sections.map(({ no, title, dueOffsetDays }) => ({ no, title, dueOffsetDays }));
  const db = () => t.connection.collection.bind(t.connection);

  it('moves a section down with its resources, questions and learners’ attempts, leaving progress alone; numbers stay 1..n', async () => {
    const learner = await learnerWithPathway(t);
    const resources = (await t.http().get('/api/v1/pathways/product-design/resources').set(bearer(learner.token)).expect(200)).body as PathwayResource[];
    const inTwo = resources.find((resource) => resource.section === 2)!;
    await t.http().put(`/api/v1/users/resource/${inTwo._id}`).set(bearer(learner.token)).expect(200);
    const pathway = await db()('pathways').findOne({ slug: 'product-design' });
    const user = new Types.ObjectId(learner.user._id);
    const attempt = (section: number, passed: boolean) => ({
      user, pathway: pathway!._id, section, attempt: 1, answers: [], correct: 0, marked: 0, forReview: 0, score: passed ? 100 : 0, passed, result: [], createdAt: new Date(), updatedAt: new Date(),
    });
    await db()('assessmentattempts').insertMany([attempt(2, true), attempt(3, false)]);
    const progressBefore = await db()('pathwayprogress').find({ user }).toArray();
    const questionsInTwo = await db()('assessmentquestions').countDocuments({ pathway: pathway!._id, section: 2 });
    const questionsInThree = await db()('assessmentquestions').countDocuments({ pathway: pathway!._id, section: 3 });
    const before = await content();

    const after = (await move(2, 'down').expect(200)).body as AdminPathwayContent;

    const [one, two, three] = sectionsOf(before).slice(0, 3);
    expect(sectionsOf(after).slice(0, 3)).toEqual([one, { ...three!, no: 2, dueOffsetDays: two!.dueOffsetDays }, { ...two!, no: 3, dueOffsetDays: three!.dueOffsetDays }]);
    expect(after.sections.map((section) => section.no)).toEqual(before.sections.map((_, index) => index + 1));
    expect(after.sections[1]!.editedAt).not.toBeNull();
    expect(after.resources.find((resource) => resource._id === inTwo._id)).toMatchObject({ section: 3 });
    expect(after.resources.filter((resource) => resource.section === 2).map((resource) => resource._id).sort()).toEqual(
      before.resources.filter((resource) => resource.section === 3).map((resource) => resource._id).sort(),
    );
    expect(await db()('assessmentquestions').countDocuments({ pathway: pathway!._id, section: 3 })).toBe(questionsInTwo);
    expect(await db()('assessmentquestions').countDocuments({ pathway: pathway!._id, section: 2 })).toBe(questionsInThree);
    const attempts = await db()('assessmentattempts').find({ user }, { projection: { _id: 0, section: 1, passed: 1 } }).sort({ section: 1 }).toArray();
    expect(attempts).toEqual([{ section: 2, passed: false }, { section: 3, passed: true }]);
    expect(await db()('pathwayprogress').find({ user }).toArray()).toEqual(progressBefore);
    expect(await db()('assessmentattempts').countDocuments({ section: { $lt: 0 } })).toBe(0);

    // The seed keeps the admin's order; moving back restores the files' order.
    await t.app.get(PathwaySeedService).onModuleInit();
    expect(sectionsOf(await content()).slice(0, 3)).toEqual(sectionsOf(after).slice(0, 3));
    const back = (await move(3, 'up').expect(200)).body as AdminPathwayContent;
    expect(sectionsOf(back)).toEqual(sectionsOf(before));
    expect(back.resources.find((resource) => resource._id === inTwo._id)).toMatchObject({ section: 2 });

    // Section 1's question bank goes with it, and comes back.
    const bank = await db()('assessmentquestions').countDocuments({ pathway: pathway!._id, section: 1 });
    expect(bank).toBeGreaterThan(0);
    await move(1, 'down').expect(200);
    expect(await db()('assessmentquestions').countDocuments({ pathway: pathway!._id, section: 2 })).toBe(bank);
    await move(2, 'up').expect(200);
    expect(await db()('assessmentquestions').countDocuments({ pathway: pathway!._id, section: 1 })).toBe(bank);
  });

  it('refuses moves past either end, unknown sections and bad directions with a readable 4xx', async () => {
    const last = (await content()).sections.length;
    expect((await move(1, 'up').expect(400)).body).toEqual({ error: SECTION_MOVE_MESSAGES.first });
    expect((await move(last, 'down').expect(400)).body).toEqual({ error: SECTION_MOVE_MESSAGES.last });
    await move(last + 1, 'up').expect(404);
    expect(((await move(2, 'sideways').expect(400)).body as { error: string }).error).toMatch(/direction/);
    await post(admin, '/admin/pathways/no-such-pathway/sections/2/move', { direction: 'up' }).expect(404);
    const learner = await learnerWithPathway(t);
    await post(learner, '/admin/pathways/product-design/sections/2/move', { direction: 'up' }).expect(403);
    await post(learner, '/admin/pathways/product-design/sections/2/reset').expect(403);
  });

  it('hands an edited section and an edited resource back to the seed files at once', async () => {
    const section = PRODUCT_DESIGN.sections[3]!;
    await t.http().put(`/api/v1/admin/pathways/product-design/sections/${section.no}`).set(bearer(admin.token)).send({ title: 'Wireframes, the admin way', sub: section.sub, dueOffsetDays: 99, duration: '1 day' }).expect(200);
    const reset = (await post(admin, `/admin/pathways/product-design/sections/${section.no}/reset`).expect(200)).body as AdminPathwayContent;
    expect(reset.sections.find((one) => one.no === section.no)).toMatchObject({ title: section.title, dueOffsetDays: section.dueOffsetDays, duration: section.duration, editedAt: null, editedBy: null });

    const seeded = reset.resources.find((resource) => resource.section === 1)!;
    const edited = { ...seeded, title: 'Renamed by an admin', order: 7 } as AdminResource;
    const { section: s, title, photo, description, duration, link, article, sub, order } = edited;
    await t.http().put(`/api/v1/admin/pathway-resources/${seeded._id}`).set(bearer(admin.token)).send({ section: s, title, photo, description, duration, link, article, sub, order }).expect(200);
    const back = (await post(admin, `/admin/pathway-resources/${seeded._id}/reset`).expect(200)).body as AdminPathwayContent;
    expect(back.resources.find((resource) => resource._id === seeded._id)).toMatchObject({ title: seeded.title, order: seeded.order, editedAt: null });

    const made = (await post(admin, '/admin/pathways/product-design/resources', { section: 1, title: 'Laws of UX', photo: null, description: 'Principles.', duration: '15 min read', link: 'https://lawsofux.com/', article: true, sub: seeded.sub }).expect(201)).body as AdminResource;
    expect(((await post(admin, `/admin/pathway-resources/${made._id}/reset`).expect(400)).body as { error: string }).error).toMatch(/no seed content/);
    await post(admin, `/admin/pathway-resources/${new Types.ObjectId().toHexString()}/reset`).expect(404);
  });
});
