import {
  ACCOUNT_DELETION_GRACE_DAYS, ANSWER_FILE_MESSAGES, type AssessmentQuestion, type AssessmentResponse, type AssessmentResult, type AssessmentReviewItem,
  type AssessmentReviewsResponse, MAX_UPLOAD_BYTES,
} from '@trail/shared';
import { Types } from 'mongoose';
import { AccountDeletionService } from '../../src/account-deletion/account-deletion.service';
import { REVIEW_MESSAGES } from '../../src/assessments/reviews/reviewer-access';
import { TOO_DEEP } from '../../src/platform/http/request-shape';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { leftoversOf } from '../support/erasure-scan';
import { bearer, type SignedUp } from '../support/factories/accounts';
import { bookedMeeting } from '../support/factories/meetings';
import { approvedMentor, fieldBySlug, newAdmin } from '../support/factories/mentors';
import { learnerWithPathway } from '../support/factories/pathways';

const PDF_HEAD = Buffer.from('%PDF-1.7\n');
/** A PDF-looking file of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([PDF_HEAD, Buffer.alloc(size - PDF_HEAD.length, 0x20)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)]);
const PE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
const SCRIPT = Buffer.from('#!/bin/sh\necho owned\n');
const DAY_MS = 86_400_000;

describe('file and link answers, and mentors reviewing free answers', () => {
  let t: TestApp;
  let fieldId: string;
  let otherFieldId: string;
  let admin: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    fieldId = (await fieldBySlug(t, 'product-design'))._id;
    otherFieldId = (await fieldBySlug(t, 'data-science'))._id;
    admin = await newAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const questionsFor = async (token: string) => ((await t.http().get(`/api/v1/fields/${fieldId}/assess`).set(bearer(token)).expect(200)).body as AssessmentResponse).data;
  const ofType = (questions: AssessmentQuestion[], type: AssessmentQuestion['type']) => questions.find((question) => question.type === type)!._id;
  const attemptsOf = (user: string) => t.connection.collection('assessmentattempts').countDocuments({ user: new Types.ObjectId(user) });
  const filesOf = (user: string) => t.connection.collection('assessmentfiles.files').countDocuments({ 'metadata.user': new Types.ObjectId(user) });
  const chunksLeft = async () => {
    const ids = (await t.connection.collection('assessmentfiles.files').find({}, { projection: { _id: 1 } }).toArray()).map((file) => file._id);
    return t.connection.collection('assessmentfiles.chunks').countDocuments({ files_id: { $nin: ids } });
  };

  /** A multipart submission: the answers as the JSON field, then each file under its question's id. */
  function submitForm(token: string, answers: unknown[], files: { question: string; bytes: Buffer; name: string; type?: string }[]) {
    const req = t.http().post(`/api/v1/fields/${fieldId}/assess`).set(bearer(token)).field('assessment', JSON.stringify(answers));
    for (const file of files) req.attach(file.question, file.bytes, { filename: file.name, contentType: file.type ?? 'application/pdf' });
    return req;
  }

  async function learnerWithUpload(bytes = pdfOf(2048)) {
    const learner = await learnerWithPathway(t, { firstName: 'Adaeze', lastName: 'Nwosu' });
    const questions = await questionsFor(learner.token);
    const answers = [
      { question: ofType(questions, 'text'), answer: 'The researcher: I like asking people why.' },
      { question: ofType(questions, 'link'), answer: 'https://www.figma.com/file/trail-prototype' },
    ];
    const res = await submitForm(learner.token, answers, [{ question: ofType(questions, 'file'), bytes, name: 'persona.pdf' }]).expect(200);
    return { learner, questions, result: res.body as AssessmentResult };
  }

  it('takes a file of exactly 5 MB, checked by content, stored in GridFS and kept for review with the text and the link', async () => {
    const { learner, result } = await learnerWithUpload(pdfOf(MAX_UPLOAD_BYTES));
    expect(result.data).toMatchObject({ forReview: 3, attempt: 1, marked: 12, correct: 0 });
    const file = await t.connection.collection('assessmentfiles.files').findOne({ 'metadata.user': new Types.ObjectId(learner.user._id) });
    expect(file).toMatchObject({ length: MAX_UPLOAD_BYTES, metadata: { contentType: 'application/pdf' } });
    const stored = await t.connection.collection('assessmentattempts').findOne({ user: new Types.ObjectId(learner.user._id) });
    expect(stored!.answers).toContainEqual(expect.objectContaining({ file: expect.objectContaining({ id: file!._id, name: 'persona.pdf', size: MAX_UPLOAD_BYTES }), toReview: true }));
    expect(stored!.answers.filter((answer: { toReview?: boolean }) => answer.toReview)).toHaveLength(3);
  });

  it('refuses 5 MB and one byte with a 413 while reading it: no attempt, no file, no chunk', async () => {
    const learner = await learnerWithPathway(t);
    const questions = await questionsFor(learner.token);
    const res = await submitForm(learner.token, [], [{ question: ofType(questions, 'file'), bytes: pdfOf(MAX_UPLOAD_BYTES + 1), name: 'big.pdf' }]).expect(413);
    expect(res.body).toEqual({ error: ANSWER_FILE_MESSAGES.tooLarge });
    expect(await attemptsOf(learner.user._id)).toBe(0);
    expect(await filesOf(learner.user._id)).toBe(0);
    expect(await chunksLeft()).toBe(0);
  });

  it.each([
    ['an ELF program', ELF],
    ['a Windows program', PE],
    ['a shell script', SCRIPT],
  ])('refuses %s named persona.pdf, by its content, with a 415 and stores nothing', async (_name, bytes) => {
    const learner = await learnerWithPathway(t);
    const questions = await questionsFor(learner.token);
    const answers = [{ question: ofType(questions, 'text'), answer: 'Kept only with a good file.' }];
    const res = await submitForm(learner.token, answers, [{ question: ofType(questions, 'file'), bytes, name: 'persona.pdf' }]).expect(415);
    expect(res.body).toEqual({ error: ANSWER_FILE_MESSAGES.wrongType });
    expect(await attemptsOf(learner.user._id)).toBe(0);
    expect(await filesOf(learner.user._id)).toBe(0);
  });

  it('refuses a link that is not a web address, a file named after a question that takes none, and broken JSON', async () => {
    const learner = await learnerWithPathway(t);
    const questions = await questionsFor(learner.token);
    const file = [{ question: ofType(questions, 'file'), bytes: pdfOf(1024), name: 'persona.pdf' }];
    const badLink = await submitForm(learner.token, [{ question: ofType(questions, 'link'), answer: 'javascript:alert(1)' }], file).expect(400);
    expect(badLink.body).toEqual({ error: ANSWER_FILE_MESSAGES.badLink });
    await t.http().post(`/api/v1/fields/${fieldId}/assess`).set(bearer(learner.token)).send({ assessment: [{ question: ofType(questions, 'link'), answer: 'figma.com/x' }] }).expect(400);
    const wrongQuestion = await submitForm(learner.token, [], [{ ...file[0]!, question: ofType(questions, 'text') }]).expect(400);
    expect((wrongQuestion.body as { error: string }).error).toMatch(/answers no file question/);
    const brokenJson = await t.http().post(`/api/v1/fields/${fieldId}/assess`).set(bearer(learner.token)).field('assessment', '[{').expect(400);
    expect(brokenJson.body).toEqual({ error: 'The field "assessment" must be the answers as JSON' });
    // 5,000 levels of nesting in the form field: refused like a JSON body, not a 500 (security review L2).
    const deep = await t.http().post(`/api/v1/fields/${fieldId}/assess`).set(bearer(learner.token)).field('assessment', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ error: TOO_DEEP });
    expect(await attemptsOf(learner.user._id)).toBe(0);
    expect(await filesOf(learner.user._id)).toBe(0);
  });

  it('removes the files of an attempt that loses the race for its number', async () => {
    const learner = await learnerWithPathway(t);
    const questions = await questionsFor(learner.token);
    const send = () => submitForm(learner.token, [], [{ question: ofType(questions, 'file'), bytes: pdfOf(4096), name: 'persona.pdf' }]);
    const replies = await Promise.all([send(), send(), send()]);
    expect(replies.map((reply) => reply.status).every((status) => status === 200 || status === 409)).toBe(true);
    expect(await filesOf(learner.user._id)).toBe(await attemptsOf(learner.user._id));
    expect(await chunksLeft()).toBe(0);
  });

  it('lets the mentor a learner booked review their answers, download the file, and the learner read the verdict', async () => {
    const { learner } = await learnerWithUpload(pdfOf(3000));
    const mentor = await approvedMentor(t, admin.token, [fieldId]);
    await bookedMeeting(t, { mentor: mentor.user._id, mentee: learner.user._id }, new Date(Date.now() - 7 * DAY_MS));

    const queue = (await t.http().get('/api/v1/assessments/reviews').query({ fieldId }).set(bearer(mentor.token)).expect(200)).body as AssessmentReviewsResponse;
    expect(queue.data).toHaveLength(3);
    const fileItem = queue.data.find((item) => item.type === 'file')!;
    expect(fileItem).toMatchObject({ learner: { _id: learner.user._id, name: 'Adaeze Nwosu' }, section: 1, attempt: 1, file: { name: 'persona.pdf', size: 3000, contentType: 'application/pdf' } });
    expect(fileItem.question).toMatch(/^Upload a sketch of a persona/);
    expect(queue.data.find((item) => item.type === 'link')).toMatchObject({ answer: 'https://www.figma.com/file/trail-prototype' });
    expect(JSON.stringify(queue)).not.toMatch(/"correct"|"key"/);

    const path = `/api/v1/assessments/reviews/${fileItem.attemptId}/${fileItem.questionId}`;
    const download = await t.http().get(`${path}/file`).set(bearer(mentor.token)).buffer(true).parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done(null, Buffer.concat(parts)));
    }).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="persona.pdf"');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect((download.body as Buffer).equals(pdfOf(3000))).toBe(true);
    await t.http().get(`${path}/file`).set(bearer(learner.token)).expect(200);

    const reviewed = (await t.http().put(path).set(bearer(mentor.token)).send({ pass: true, feedback: 'A clear persona: add what they need on the bus.' }).expect(200)).body as AssessmentReviewItem;
    expect(reviewed.review).toMatchObject({ pass: true, feedback: 'A clear persona: add what they need on the bus.' });
    const after = (await t.http().get('/api/v1/assessments/reviews').query({ fieldId }).set(bearer(mentor.token)).expect(200)).body as AssessmentReviewsResponse;
    expect(after.data.map((item) => item.type).sort()).toEqual(['link', 'text']);

    const mine = (await t.http().get('/api/v1/assessments/reviews/mine').query({ fieldId }).set(bearer(learner.token)).expect(200)).body as AssessmentReviewsResponse;
    expect(mine.data).toHaveLength(3);
    expect(mine.data.find((item) => item.type === 'file')!.review).toMatchObject({ pass: true, feedback: 'A clear persona: add what they need on the bus.' });
    expect(mine.data.find((item) => item.type === 'text')!.review).toBeUndefined();

    // The admin sees every learner's answers waiting.
    const all = (await t.http().get('/api/v1/assessments/reviews').query({ fieldId }).set(bearer(admin.token)).expect(200)).body as AssessmentReviewsResponse;
    expect(all.data.filter((item) => item.learner._id === learner.user._id)).toHaveLength(2);
  });

  it('pages a mentor’s queue oldest first, lists the judged answers latest verdict first, and pages a learner’s own', async () => {
    const mentor = await approvedMentor(t, admin.token, [fieldId]);
    const first = await learnerWithUpload();
    const second = await learnerWithUpload();
    for (const { learner } of [first, second]) await bookedMeeting(t, { mentor: mentor.user._id, mentee: learner.user._id }, new Date(Date.now() - DAY_MS));
    const get = (query: Record<string, string | number>, token = mentor.token, path = '/api/v1/assessments/reviews') =>
      t.http().get(path).query({ fieldId, ...query }).set(bearer(token));

    const pages: AssessmentReviewsResponse[] = [];
    let cursor: string | undefined;
    do {
      const page = (await get({ limit: 4, ...(cursor ? { cursor } : {}) }).expect(200)).body as AssessmentReviewsResponse;
      pages.push(page);
      cursor = page.cursor;
      expect(page.hasMore).toBe(cursor !== undefined);
    } while (cursor);
    expect(pages.map((page) => page.data.length)).toEqual([4, 2]);
    const waiting = pages.flatMap((page) => page.data);
    expect(new Set(waiting.map((item) => `${item.attemptId}:${item.questionId}`)).size).toBe(6);
    expect(waiting.slice(0, 3).every((item) => item.learner._id === first.learner.user._id)).toBe(true);

    for (const item of [waiting[0]!, waiting[4]!]) {
      await t.http().put(`/api/v1/assessments/reviews/${item.attemptId}/${item.questionId}`).set(bearer(mentor.token)).send({ pass: true, feedback: `Seen ${item.type}` }).expect(200);
    }
    const judged = (await get({ status: 'reviewed', limit: 1 }).expect(200)).body as AssessmentReviewsResponse;
    expect(judged).toMatchObject({ hasMore: true, data: [{ attemptId: waiting[4]!.attemptId, questionId: waiting[4]!.questionId, review: { pass: true } }] });
    const rest = (await get({ status: 'reviewed', limit: 1, cursor: judged.cursor! }).expect(200)).body as AssessmentReviewsResponse;
    expect(rest).toEqual({ hasMore: false, data: [expect.objectContaining({ questionId: waiting[0]!.questionId, learner: { _id: first.learner.user._id, name: 'Adaeze Nwosu' } })] });
    expect(((await get({}).expect(200)).body as AssessmentReviewsResponse).data).toHaveLength(4);

    const mine = (await get({ limit: 2 }, first.learner.token, '/api/v1/assessments/reviews/mine').expect(200)).body as AssessmentReviewsResponse;
    expect(mine).toMatchObject({ hasMore: true, cursor: expect.any(String) });
    const mineRest = (await get({ limit: 2, cursor: mine.cursor! }, first.learner.token, '/api/v1/assessments/reviews/mine').expect(200)).body as AssessmentReviewsResponse;
    expect(mineRest.hasMore).toBe(false);
    expect([...mine.data, ...mineRest.data].filter((item) => item.review)).toHaveLength(1);

    await get({ status: 'reviewed', cursor: 'bm90LWEtY3Vyc29y' }).expect(400);
    await get({ status: 'maybe' }).expect(400);
  });

  it('keeps a learner’s answers and file from other learners, mentors they did not book, and mentors of other tracks (403)', async () => {
    const { learner, questions } = await learnerWithUpload();
    const attempt = await t.connection.collection('assessmentattempts').findOne({ user: new Types.ObjectId(learner.user._id) });
    const path = `/api/v1/assessments/reviews/${attempt!._id.toHexString()}/${ofType(questions, 'file')}`;
    const stranger = await learnerWithPathway(t);
    const otherMentor = await approvedMentor(t, admin.token, [fieldId]);
    const otherTrackMentor = await approvedMentor(t, admin.token, [otherFieldId]);
    await bookedMeeting(t, { mentor: otherTrackMentor.user._id, mentee: learner.user._id }, new Date(Date.now() - DAY_MS));

    expect((await t.http().get(`${path}/file`).set(bearer(stranger.token)).expect(403)).body).toEqual({ error: REVIEW_MESSAGES.notYourFile });
    expect((await t.http().get(`${path}/file`).set(bearer(otherMentor.token)).expect(403)).body).toEqual({ error: REVIEW_MESSAGES.notYourFile });
    expect((await t.http().get(`${path}/file`).set(bearer(otherTrackMentor.token)).expect(403)).body).toEqual({ error: REVIEW_MESSAGES.notYourFile });
    expect((await t.http().put(path).set(bearer(otherMentor.token)).send({ pass: true }).expect(403)).body).toEqual({ error: REVIEW_MESSAGES.notYourMentee });
    expect((await t.http().put(path).set(bearer(learner.token)).send({ pass: true }).expect(403)).body).toEqual({ error: REVIEW_MESSAGES.notReviewer });
    expect((await t.http().get('/api/v1/assessments/reviews').query({ fieldId }).set(bearer(stranger.token)).expect(403)).body).toEqual({ error: REVIEW_MESSAGES.notReviewer });
    expect((await t.http().get('/api/v1/assessments/reviews').query({ fieldId }).set(bearer(otherTrackMentor.token)).expect(403)).body).toEqual({ error: REVIEW_MESSAGES.notReviewer });
    const othersQueue = (await t.http().get('/api/v1/assessments/reviews').query({ fieldId }).set(bearer(otherMentor.token)).expect(200)).body as AssessmentReviewsResponse;
    expect(othersQueue.data.filter((item) => item.learner._id === learner.user._id)).toEqual([]);
    // A held (unpaid) booking is not a mentee.
    await bookedMeeting(t, { mentor: otherMentor.user._id, mentee: learner.user._id }, new Date(Date.now() + DAY_MS), { status: 'held' });
    await t.http().get(`${path}/file`).set(bearer(otherMentor.token)).expect(403);

    await t.http().put(path).set(bearer(admin.token)).send({ pass: 'yes' }).expect(400);
    await t.http().put(`/api/v1/assessments/reviews/${attempt!._id.toHexString()}/${new Types.ObjectId().toHexString()}`).set(bearer(admin.token)).send({ pass: true }).expect(404, { error: REVIEW_MESSAGES.noAnswer });
    await t.http().get('/api/v1/assessments/reviews').query({ fieldId: 'nope' }).set(bearer(admin.token)).expect(400);
    await t.http().get(`${path}/file`).expect(401);
  });

  it('erases a learner’s files and attempts with the account, and a deleted mentor’s name from the reviews they gave', async () => {
    const { learner } = await learnerWithUpload();
    const { learner: kept } = await learnerWithUpload();
    const mentor = await approvedMentor(t, admin.token, [fieldId], { firstName: 'Obiageli', lastName: 'Zorbaq' });
    for (const mentee of [learner, kept]) await bookedMeeting(t, { mentor: mentor.user._id, mentee: mentee.user._id }, new Date(Date.now() - 30 * DAY_MS));
    const queue = (await t.http().get('/api/v1/assessments/reviews').query({ fieldId }).set(bearer(mentor.token)).expect(200)).body as AssessmentReviewsResponse;
    for (const item of queue.data.filter((one) => one.type === 'file')) {
      await t.http().put(`/api/v1/assessments/reviews/${item.attemptId}/${item.questionId}`).set(bearer(mentor.token)).send({ pass: false, feedback: 'Show the persona’s goals.' }).expect(200);
    }
    expect(await filesOf(learner.user._id)).toBe(1);

    for (const who of [learner, mentor]) await t.http().post('/api/v1/users/me/deletion').set(bearer(who.token)).send({ password: who.password }).expect(202);
    await t.app.get(AccountDeletionService).eraseDue(new Date(Date.now() + (ACCOUNT_DELETION_GRACE_DAYS + 1) * DAY_MS));

    expect(await filesOf(learner.user._id)).toBe(0);
    expect(await chunksLeft()).toBe(0);
    const people = [learner, mentor].map((one) => ({ id: one.user._id, email: one.user.email }));
    expect(await leftoversOf(t.connection, people, ['Obiageli', 'Zorbaq'])).toEqual([]);
    const mine = (await t.http().get('/api/v1/assessments/reviews/mine').query({ fieldId }).set(bearer(kept.token)).expect(200)).body as AssessmentReviewsResponse;
    expect(mine.data.find((item) => item.type === 'file')!.review).toMatchObject({ pass: false, feedback: 'Show the persona’s goals.' });
    expect(await filesOf(kept.user._id)).toBe(1);
  });
});
