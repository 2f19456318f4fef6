import type {
  AdminPathwayContent, AdminQuestion, AdminQuestionsResponse, AdminResource, AdminSection, AssessmentResponse, AssessmentStatusResponse, AttemptGrantResponse,
  Pathway, PathwayResource,
} from '@trail/shared';
import { Types } from 'mongoose';
import { AssessmentSeedService } from '../../src/assessments/assessment-seed.service';
import { PathwaySeedService } from '../../src/pathways/pathway-seed.service';
import { PRODUCT_DESIGN } from '../../src/pathways/content/product-design';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp, type SignedUp } from '../support/factories/accounts';
import { approvedMentor, fieldBySlug, newAdmin } from '../support/factories/mentors';
import { learnerWithPathway } from '../support/factories/pathways';

const NEW_RESOURCE = {
  section: 1, title: 'Laws of UX', photo: null, description: 'A collection of principles designers use.', duration: '15 min read',
  link: 'https://lawsofux.com/', article: true, sub: 'Design thinking',
};
const NEW_QUESTION = { section: 1, question: 'Which of these is a UX research method?', type: 'obj', options: ['Interviews', 'Kerning', 'Minifying', 'Caching'], correct: ['Interviews'], sub: 'What UX design is' };

const resourceBody = ({ section, title, photo, description, duration, link, article, sub, order }: AdminResource) => ({ section, title, photo, description, duration, link, article, sub, order });
const questionBody = ({ section, question, type, options, correct, sub, order }: AdminQuestion) => ({ section, question, type, options, correct, sub, order });

describe('admins edit pathway content and grant extra attempts (decision 0054)', () => {
  let t: TestApp;
  let admin: SignedUp;
  let fieldId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ASSESSMENT_MAX_ATTEMPTS: '1' } });
    admin = await newAdmin(t);
    fieldId = (await fieldBySlug(t, 'product-design'))._id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: SignedUp) => ({
    get: (path: string) => t.http().get(`/api/v1${path}`).set(bearer(who.token)),
    post: (path: string, body?: object) => t.http().post(`/api/v1${path}`).set(bearer(who.token)).send(body),
    put: (path: string, body: object) => t.http().put(`/api/v1${path}`).set(bearer(who.token)).send(body),
  });
  const content = async () => (await as(admin).get('/admin/pathways/product-design/content').expect(200)).body as AdminPathwayContent;
  const questions = async () => ((await as(admin).get('/admin/pathways/product-design/questions').expect(200)).body as AdminQuestionsResponse).questions;
  const learnerResources = async (who: SignedUp) => (await as(who).get('/pathways/product-design/resources').expect(200)).body as PathwayResource[];
  const status = async (who: SignedUp) => (await as(who).get(`/fields/${fieldId}/assess/status`).expect(200)).body as AssessmentStatusResponse;

  it('answers learners and mentors 403 and strangers 401 on every admin content route', async () => {
    const learner = await learnerWithPathway(t);
    const mentor = await approvedMentor(t, admin.token, [fieldId]);
    const missing = new Types.ObjectId().toString();
    const routes: [string, string, object?][] = [
      ['get', '/admin/pathways/product-design/content'],
      ['get', '/admin/pathways/product-design/questions'],
      ['put', '/admin/pathways/product-design/sections/1', { title: 'x', sub: ['a'], dueOffsetDays: 1, duration: '1 day' }],
      ['post', '/admin/pathways/product-design/resources', NEW_RESOURCE],
      ['put', `/admin/pathway-resources/${missing}`, NEW_RESOURCE],
      ['post', `/admin/pathway-resources/${missing}/retire`],
      ['post', '/admin/pathways/product-design/questions', NEW_QUESTION],
      ['put', `/admin/assessment-questions/${missing}`, NEW_QUESTION],
      ['post', `/admin/assessment-questions/${missing}/retire`],
      ['post', '/admin/pathways/product-design/attempt-grants', { email: learner.user.email, section: 1, extra: 5 }],
    ];
    for (const [method, path, body] of routes) {
      for (const who of [learner, mentor]) {
        const res = method === 'get' ? await as(who).get(path) : method === 'put' ? await as(who).put(path, body!) : await as(who).post(path, body);
        expect([path, res.status, typeof (res.body as { error?: unknown }).error]).toEqual([path, 403, 'string']);
      }
      const stranger = await (t.http() as unknown as Record<string, (p: string) => { send: (b?: object) => Promise<{ status: number }> }>)[method]!(`/api/v1${path}`).send(body);
      expect([path, stranger.status]).toEqual([path, 401]);
    }
    expect((await status(learner)).sections[0]).toMatchObject({ attemptsLeft: 1 });
  });

  it('shows the answer keys to admins only', async () => {
    const learner = await learnerWithPathway(t);
    const bank = await questions();
    expect(bank.length).toBeGreaterThan(10);
    expect(bank.find((question) => question.key === 'ux-only-screens')).toMatchObject({ correct: ['False'], options: ['True', 'False'], retiredAt: null, editedAt: null });
    const asked = await as(learner).get(`/fields/${fieldId}/assess`).expect(200);
    expect(asked.text).not.toMatch(/"correct"|"answer"|"key"/);
  });

  it('edits a section, and refuses a bad one with a 4xx naming the problem', async () => {
    const body = { title: 'Getting Started With UX', sub: [...PRODUCT_DESIGN.sections[0]!.sub, 'Careers'], dueOffsetDays: 21, duration: '3 weeks' };
    const saved = (await as(admin).put('/admin/pathways/product-design/sections/1', body).expect(200)).body as AdminSection;
    expect(saved).toMatchObject({ no: 1, ...body, editedBy: admin.user._id });
    expect(Date.parse(saved.editedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const shown = (await t.http().get('/api/v1/pathways/product-design').expect(200)).body as Pathway;
    expect(shown.sections[0]).toMatchObject({ no: 1, title: 'Getting Started With UX', dueOffsetDays: 21, duration: '3 weeks' });

    await as(admin).put('/admin/pathways/product-design/sections/1', { ...body, dueOffsetDays: -1 }).expect(400, { error: 'dueOffsetDays must not be less than 0' });
    await as(admin).put('/admin/pathways/product-design/sections/1', { ...body, sub: [] }).expect(400);
    await as(admin).put('/admin/pathways/product-design/sections/99', body).expect(404, { error: 'This pathway has no section with that number' });
    await as(admin).put('/admin/pathways/product-design/sections/one', body).expect(404);
    await as(admin).put('/admin/pathways/no-such-pathway/sections/1', body).expect(404, { error: 'This pathway does not exist' });
  });

  it('adds, edits and retires a resource; retiring hides it and leaves progress on it, counted again on restore', async () => {
    const learner = await learnerWithPathway(t);
    const before = await learnerResources(learner);
    const added = (await as(admin).post('/admin/pathways/product-design/resources', NEW_RESOURCE).expect(201)).body as AdminResource;
    expect(added).toMatchObject({ ...NEW_RESOURCE, retiredAt: null, editedBy: admin.user._id, order: before.filter((one) => one.section === 1).length });
    const withNew = await learnerResources(learner);
    expect(withNew).toHaveLength(before.length + 1);
    expect((await t.http().get('/api/v1/pathways/product-design').expect(200)).body.sections[0].resource).toBe(withNew.filter((one) => one.section === 1).length);

    await as(admin).post('/admin/pathways/product-design/resources', { ...NEW_RESOURCE, sub: 'Jobs in Data' }).expect(400, {
      error: `sub must be one of section 1's sub-topics: ${[...PRODUCT_DESIGN.sections[0]!.sub, 'Careers'].join(', ')}`,
    });
    await as(admin).post('/admin/pathways/product-design/resources', { ...NEW_RESOURCE, link: 'javascript:alert(1)' }).expect(400);
    await as(admin).post('/admin/pathways/product-design/resources', { ...NEW_RESOURCE, section: 42 }).expect(400, { error: 'This pathway has no section with that number' });
    await as(admin).post('/admin/pathways/product-design/resources', { ...NEW_RESOURCE, article: 'yes' }).expect(400);

    const edited = (await as(admin).put(`/admin/pathway-resources/${added._id}`, { ...NEW_RESOURCE, title: 'Laws of UX, the site', article: false }).expect(200)).body as AdminResource;
    expect(edited).toMatchObject({ title: 'Laws of UX, the site', article: false, order: added.order });

    await as(learner).put(`/users/resource/${added._id}`, {}).expect(200);
    await as(learner).put(`/users/resource/${before[0]!._id}`, {}).expect(200);
    expect((await learnerResources(learner)).filter((one) => one.state === 'completed')).toHaveLength(2);

    const retired = (await as(admin).post(`/admin/pathway-resources/${added._id}/retire`).expect(200)).body as AdminResource;
    expect(retired.retiredAt).not.toBeNull();
    const after = await learnerResources(learner);
    expect(after).toHaveLength(before.length);
    expect(after.map((one) => one._id)).not.toContain(added._id);
    expect(after.filter((one) => one.state === 'completed').map((one) => one._id)).toEqual([before[0]!._id]);
    expect(await t.connection.collection('pathwayprogress').countDocuments({ resource: new Types.ObjectId(added._id) })).toBe(1);
    await as(learner).put(`/users/resource/${added._id}`, {}).expect(404, { error: 'This pathway resource does not exist' });
    expect((await content()).resources.find((one) => one._id === added._id)?.retiredAt).toBe(retired.retiredAt);

    await as(admin).post(`/admin/pathway-resources/${added._id}/restore`).expect(200);
    expect((await learnerResources(learner)).find((one) => one._id === added._id)?.state).toBe('completed');
    await as(admin).post(`/admin/pathway-resources/${new Types.ObjectId().toString()}/retire`).expect(404);
    await as(admin).post('/admin/pathway-resources/not-an-id/retire').expect(404);
  });

  it('adds, edits and retires questions, checked against the spec’s shapes; learners see the bank without keys', async () => {
    const learner = await learnerWithPathway(t);
    const added = (await as(admin).post('/admin/pathways/product-design/questions', NEW_QUESTION).expect(201)).body as AdminQuestion;
    expect(added).toMatchObject({ ...NEW_QUESTION, retiredAt: null, editedBy: admin.user._id });
    const asked = (await as(learner).get(`/fields/${fieldId}/assess`).expect(200)).body as AssessmentResponse;
    expect(asked.data.find((question) => question._id === added._id)).toMatchObject({ question: NEW_QUESTION.question, options: NEW_QUESTION.options });

    const refusals: [object, string][] = [
      [{ options: ['A', 'B', 'C'], correct: ['A'] }, 'An obj question has four or five options, or the two options True and False'],
      [{ correct: ['Surveys'] }, 'Every correct answer must be one of the options'],
      [{ correct: ['Interviews', 'Kerning'] }, 'An obj question has exactly one correct answer'],
      [{ type: 'check', options: ['True', 'False'], correct: ['True'] }, 'A check question has four or five options'],
      [{ type: 'text', correct: [] }, 'A text question has no options and no correct answer: a mentor reads the answer'],
      [{ type: 'essay' }, 'type must be one of the following values: obj, check, text, link, file'],
    ];
    for (const [change, error] of refusals) {
      await as(admin).post('/admin/pathways/product-design/questions', { ...NEW_QUESTION, ...change }).expect(400, { error });
    }
    const trueFalse = { ...NEW_QUESTION, question: 'Interviews are a research method.', options: ['True', 'False'], correct: ['True'] };
    const edited = (await as(admin).put(`/admin/assessment-questions/${added._id}`, trueFalse).expect(200)).body as AdminQuestion;
    expect(edited).toMatchObject({ options: ['True', 'False'], correct: ['True'], order: added.order });

    await as(admin).post(`/admin/assessment-questions/${added._id}/retire`).expect(200);
    const afterRetire = (await as(learner).get(`/fields/${fieldId}/assess`).expect(200)).body as AssessmentResponse;
    expect(afterRetire.data.map((question) => question._id)).not.toContain(added._id);
    expect((await questions()).find((question) => question._id === added._id)?.retiredAt).not.toBeNull();
    await as(admin).put(`/admin/assessment-questions/${new Types.ObjectId().toString()}`, NEW_QUESTION).expect(404, { error: 'This assessment question does not exist' });
  });

  it('re-running the seed keeps what an admin edited and still updates the rest', async () => {
    await as(admin).put('/admin/pathway-resources/' + (await content()).resources[0]!._id, { ...resourceBody((await content()).resources[0]!), key: 'renamed' }).expect(400, { error: 'property key should not exist' });
    const seeded = (await content()).resources.find((one) => one.key === 'definition-of-ux')!;
    const untouched = (await content()).resources.find((one) => one.key === 'design-thinking-101')!;
    await as(admin).put(`/admin/pathway-resources/${seeded._id}`, { ...resourceBody(seeded), title: 'What UX means, edited' }).expect(200);
    const question = (await questions()).find((one) => one.key === 'ux-definition')!;
    await as(admin).put(`/admin/assessment-questions/${question._id}`, { ...questionBody(question), question: 'What is UX? (edited)' }).expect(200);
    const two = PRODUCT_DESIGN.sections[1]!;
    await as(admin).put('/admin/pathways/product-design/sections/2', { title: 'Research, edited', sub: two.sub, dueOffsetDays: two.dueOffsetDays, duration: two.duration }).expect(200);
    const adminMade = (await as(admin).post('/admin/pathways/product-design/resources', { ...NEW_RESOURCE, title: 'Made here' }).expect(201)).body as AdminResource;
    // Drift the seed must put back: the file's text wins where no admin edited.
    await t.connection.collection('pathwayresources').updateOne({ _id: new Types.ObjectId(untouched._id) }, { $set: { title: 'Drifted' } });
    await t.connection.collection('assessmentquestions').updateOne({ key: 'designer-designs-for' }, { $set: { question: 'Drifted' } });

    await t.app.get(PathwaySeedService).seed(PRODUCT_DESIGN);
    await t.app.get(AssessmentSeedService).onModuleInit();

    const after = await content();
    expect(after.sections[1]).toMatchObject({ no: 2, title: 'Research, edited', editedBy: admin.user._id });
    expect(after.sections[2]).toMatchObject({ no: 3, title: PRODUCT_DESIGN.sections[2]!.title, editedAt: null });
    expect(after.sections.map((section) => section.no)).toEqual(PRODUCT_DESIGN.sections.map((section) => section.no));
    expect(after.resources.find((one) => one._id === seeded._id)).toMatchObject({ title: 'What UX means, edited', retiredAt: null });
    expect(after.resources.find((one) => one._id === untouched._id)?.title).toBe(untouched.title);
    expect(after.resources.find((one) => one._id === adminMade._id)).toMatchObject({ title: 'Made here', retiredAt: null });
    const bank = await questions();
    expect(bank.find((one) => one._id === question._id)?.question).toBe('What is UX? (edited)');
    expect(bank.find((one) => one.key === 'designer-designs-for')?.question).toBe('Who does a UX designer mainly design for?');
    expect(new Set(after.resources.map((one) => one._id)).size).toBe(after.resources.length);
  });

  it('grants extra attempts: the status shows them, and racing submits still stop at the raised limit', async () => {
    const learner = await learnerWithPathway(t);
    const grant = (body: object) => as(admin).post('/admin/pathways/product-design/attempt-grants', body);
    const submit = () => as(learner).post(`/fields/${fieldId}/assess`, { assessment: [] });
    await submit().expect(200);
    await submit().expect(409);
    expect((await status(learner)).next).toEqual({ section: 1, passed: false, attempts: 1, attemptsLeft: 0 });

    const granted = (await grant({ email: learner.user.email.toUpperCase(), section: 1, extra: 1 }).expect(200)).body as AttemptGrantResponse;
    expect(granted).toEqual({ section: 1, extraAttempts: 1, message: 'Granted 1 more attempt at section 1’s assessment (1 extra in all)' });
    const together = await Promise.all([1, 2, 3].map(() => grant({ email: learner.user.email, section: 1, extra: 1 })));
    expect(together.map((res) => res.status)).toEqual([200, 200, 200]);
    expect((await status(learner)).next).toEqual({ section: 1, passed: false, attempts: 1, attemptsLeft: 4 });

    const first = await submit().expect(200);
    expect(first.body.data).toMatchObject({ attempt: 2, attemptsLeft: 3 });
    await submit().expect(200);
    await submit().expect(200);
    const raced = await Promise.all([submit(), submit(), submit()]);
    expect(raced.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(await t.connection.collection('assessmentattempts').countDocuments({ user: new Types.ObjectId(learner.user._id) })).toBe(5);
    expect((await status(learner)).next).toEqual({ section: 1, passed: false, attempts: 5, attemptsLeft: 0 });
    await submit().expect(409, { error: 'You have used all 5 attempts at section 1’s assessment: there are no re-takes left' });

    await grant({ email: 'nobody-here@example.com', section: 1, extra: 1 }).expect(404, { error: 'No account has this e-mail address' });
    await grant({ email: learner.user.email, section: 5, extra: 1 }).expect(400, { error: 'Section 5 has no assessment' });
    await grant({ email: learner.user.email, section: 1, extra: 0 }).expect(400, { error: 'extra must not be less than 1' });
    await grant({ email: learner.user.email, section: 1, extra: 11 }).expect(400);
    await grant({ email: 'not-an-email', section: 1, extra: 1 }).expect(400, { error: 'email must be a valid e-mail address' });
    const stranger = await signUp(t);
    expect((await status(await learnerWithPathway(t))).next?.attemptsLeft).toBe(1);
    await as(stranger).post('/admin/pathways/product-design/attempt-grants', { email: learner.user.email, section: 1, extra: 1 }).expect(403);
  });
});
