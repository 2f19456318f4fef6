import type { AccountExport, AssessmentResponse, PathwayResource } from '@trail/shared';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp, type SignedUp } from '../support/factories/accounts';
import { bookedMeeting, HOUR_MS } from '../support/factories/meetings';
import { learnerWithPathway } from '../support/factories/pathways';
import { takeSkillTest } from '../support/factories/skill-tests';
import { fieldBySlug } from '../support/factories/mentors';

describe('GET /export: a learner downloads their own data', () => {
  let t: TestApp;
  let learner: SignedUp;
  let mentor: SignedUp;
  let meetingId: string;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await signUp(t, { firstName: 'Chiamaka' });
    const as = bearer(learner.token);
    await t.http().post('/api/v1/learning').set(as).send({ title: 'SQL joins, explained', link: 'https://example.com/sql', type: 'Article', microSkill: ['sql'] }).expect(201);
    await t.http().post('/api/v1/learning').set(as).send({ title: '=cmd|calc', link: 'https://videos.test/w', type: 'Video', wishList: { state: true } }).expect(201);
    await t.http().post('/api/v1/todo').set(as).send({ title: 'Finish the SQL course' }).expect(201);
    // Someone else's data never leaks into the file.
    const other = await signUp(t);
    await t.http().post('/api/v1/learning').set(bearer(other.token)).send({ title: 'Not yours', link: 'https://other.test/', type: 'Course' }).expect(201);
    await takeSkillTest(t, learner.token);
    await takeSkillTest(t, other.token);
    mentor = await signUp(t, { firstName: 'Ngozi', lastName: 'Eze' });
    meetingId = await bookedMeeting(t, { mentor: mentor.user._id, mentee: learner.user._id }, new Date(Date.now() + 48 * HOUR_MS));
    await bookedMeeting(t, { mentor: mentor.user._id, mentee: other.user._id }, new Date(Date.now() + 72 * HOUR_MS));
  });
  afterAll(() => t.close());

  const download = (format: string) => t.http().get('/api/v1/export').query({ format }).set(bearer(learner.token));

  it('JSON holds the account, every saved resource and every to-do, as an uncached attachment', async () => {
    const res = await download('json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="trail-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(res.text) as AccountExport;
    expect(data.version).toBe(3);
    expect(data.account).toMatchObject({ email: learner.user.email, firstName: 'Chiamaka' });
    expect(JSON.stringify(data.account)).not.toMatch(/password|tokenVersion|resetPassword/);
    expect(data.learning.map((r) => r.title)).toEqual(['SQL joins, explained', '=cmd|calc']);
    expect(data.todos.map((todo) => todo.title)).toEqual(['Finish the SQL course']);
  });

  it('JSON holds skill tests, meetings, mentoring, referrals and money, and nothing of another account', async () => {
    const data = JSON.parse((await download('json').expect(200)).text) as AccountExport;
    expect(data.skillTests).toHaveLength(1);
    expect(data.skillTests[0]).toMatchObject({ fieldName: 'Product Design' });
    expect(data.meetings.asMentee.upcoming.map((m) => m._id)).toEqual([meetingId]);
    expect(data.meetings.asMentee.upcoming[0]).toMatchObject({ mentor: { firstName: 'Ngozi', lastName: 'Eze' } });
    expect(data.meetings.asMentor).toEqual({ upcoming: [], history: [], historyHasMore: false });
    expect(data.mentoring).toMatchObject({ application: null });
    expect(data.referrals).toMatchObject({ signUps: 0, earningsKobo: 0 });
    expect(data.money).toEqual({ ledger: [], withdrawals: [], bankDetails: null });
    const text = JSON.stringify(data);
    expect(text).not.toContain(mentor.user.email);
    expect(text).not.toMatch(/password|tokenVersion|accountNumber"|answerKey/i);
  });

  it('JSON holds pathway plans with pace and progress, assessment attempts without the answer key, and subscriptions', async () => {
    const student = await learnerWithPathway(t, { firstName: 'Ifeoma' });
    const as = bearer(student.token);
    const [first] = (await t.http().get('/api/v1/pathways/product-design/resources').set(as).expect(200)).body as PathwayResource[];
    await t.http().put(`/api/v1/users/currentresource/${first!._id}`).set(as).expect(200);
    const productDesign = (await fieldBySlug(t, 'product-design'))._id;
    const { data: questions } = (await t.http().get(`/api/v1/fields/${productDesign}/assess`).set(as).expect(200)).body as AssessmentResponse;
    const question = questions.find((one) => one.type === 'obj')!;
    await t.http().post(`/api/v1/fields/${productDesign}/assess`).set(as).send({ assessment: [{ question: question._id, answer: question.options[0] }] }).expect(200);

    const data = JSON.parse((await t.http().get('/api/v1/export').query({ format: 'json' }).set(as).expect(200)).text) as AccountExport;
    expect(data.pathways).toEqual([
      expect.objectContaining({
        pathway: { slug: 'product-design', title: expect.any(String) },
        plan: 1,
        mode: 'full',
        paidUntil: null,
        pace: null,
        progress: [expect.objectContaining({ resource: first!.title, state: 'pending', completedAt: null })],
      }),
    ]);
    expect(data.assessments).toHaveLength(1);
    expect(data.assessments[0]).toMatchObject({ pathway: 'product-design', section: 1, attempt: 1 });
    expect(data.assessments[0]!.answers).toEqual([{ question: question.question, answer: question.options[0] }]);
    expect(JSON.stringify(data.assessments)).not.toMatch(/"correct"/);
    expect(data.subscriptions).toEqual([]);
    // The first learner holds none of it.
    const theirs = JSON.parse((await download('json').expect(200)).text) as AccountExport;
    expect([theirs.pathways, theirs.assessments, theirs.subscriptions]).toEqual([[], [], []]);
  });

  it('CSV has a row per saved resource, with formulas defused', async () => {
    const res = await download('csv').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"SQL joins, explained",https:\/\/example\.com\/sql,Article,learning,no,sql,no,example\.com,/);
    expect(lines[2]).toMatch(/^'=cmd\|calc,https:\/\/videos\.test\/w,Video,wishlist,/);
  });

  it('HTML is a bookmark file browsers import, the wishlist in its own folder', async () => {
    const res = await download('html').expect(200);
    expect(res.headers['content-disposition']).toMatch(/filename="trail-bookmarks-.*\.html"/);
    expect(res.text).toMatch(/^<!DOCTYPE NETSCAPE-Bookmark-file-1>/);
    expect(res.text.slice(res.text.indexOf('<H3>Wishlist</H3>'))).toContain('HREF="https://videos.test/w"');
    expect(res.text).not.toContain('other.test');
  });

  it('refuses an unknown format and a signed-out caller', async () => {
    const res = await download('xml').expect(400);
    expect(res.body).toEqual({ error: 'Choose an export format: json, csv or html' });
    await t.http().get('/api/v1/export?format=json').expect(401);
  });
});
