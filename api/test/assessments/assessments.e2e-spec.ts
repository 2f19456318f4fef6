import type { AssessmentAnswer, AssessmentQuestion, AssessmentResponse, AssessmentResult } from '@trail/shared';
import { Types } from 'mongoose';
import { PRODUCT_DESIGN_SECTION_1 } from '../../src/assessments/content/product-design/section-1';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer } from '../support/factories/accounts';
import { learnerWithPathway } from '../support/factories/pathways';
import { fieldBySlug } from '../support/factories/mentors';

const KEYS = new Map(PRODUCT_DESIGN_SECTION_1.questions.map((question) => [question.question, question]));

/** Right answers to every question, from the content file the API seeded (which no response may show). */
function rightAnswers(questions: AssessmentQuestion[]): AssessmentAnswer[] {
  return questions.filter((question) => question.type !== 'file').map((question) => {
    const { correct, type } = KEYS.get(question.question)!;
    if (type === 'check') return { question: question._id, answers: [...correct].reverse() };
    if (type === 'link') return { question: question._id, answer: 'https://www.figma.com/file/trail-prototype' };
    return { question: question._id, answer: correct[0] ?? 'The researcher: I like asking people why.' };
  });
}

describe('section assessments: GET and POST /fields/:id/assess', () => {
  let t: TestApp;
  let productDesign: string;

  beforeAll(async () => {
    t = await createTestApp();
    productDesign = (await fieldBySlug(t, 'product-design'))._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const questionsFor = async (token: string) => (await t.http().get(`/api/v1/fields/${productDesign}/assess`).set(bearer(token)).expect(200)).body as AssessmentResponse;
  const submit = (token: string, assessment: unknown) => t.http().post(`/api/v1/fields/${productDesign}/assess`).set(bearer(token)).send({ assessment });

  it('gives section 1’s questions with their options, and no answer key', async () => {
    const { token } = await learnerWithPathway(t);
    const res = await t.http().get(`/api/v1/fields/${productDesign}/assess`).set(bearer(token)).expect(200);
    const { data } = res.body as AssessmentResponse;
    expect(data).toHaveLength(15);
    expect(new Set(data.map((question) => question.sub)).size).toBe(6);
    expect(data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      question: 'Which of these best describes user experience (UX)?',
      type: 'obj',
      options: expect.arrayContaining(['How a product looks']),
      img: [],
      sub: 'What UX design is',
      section: { no: 1, title: 'Getting Started With User Experience (UX) Design', sub: expect.arrayContaining(['Design thinking']) },
    });
    expect(data.find((question) => question.question.includes('product development life cycle'))?.options).toHaveLength(5);
    for (const question of data.filter((one) => !['text', 'link', 'file'].includes(one.type))) expect([2, 4, 5]).toContain(question.options.length);
    expect(res.text).not.toMatch(/"correct"|"answer"|"key"/);
  });

  it('marks a full set of right answers on the server, keeps the written answer for review, and stores the attempt', async () => {
    const { token, user } = await learnerWithPathway(t);
    const { data } = await questionsFor(token);
    const res = await submit(token, rightAnswers(data)).expect(200);
    const result = res.body as AssessmentResult;
    expect(result.data).toEqual({ section: 1, score: 100, passed: true, correct: 12, marked: 12, forReview: 2, attempt: 1, attemptsLeft: 2, sectionCompleted: false });
    expect(result.result).toHaveLength(6);
    expect(result.result.every((entry) => entry.pass)).toBe(true);
    expect(result.congratulations).toBe('Congratulations! You passed Getting Started With User Experience (UX) Design.');
    expect(result.text).toContain('A mentor will read your written answers.');
    expect(res.text).not.toMatch(/"correct":\s*\[|"answer"|"key"/);

    const stored = await t.connection.collection('assessmentattempts').findOne({ user: new Types.ObjectId(user._id) });
    expect(stored).toMatchObject({ section: 1, attempt: 1, passed: true, score: 100 });
    expect(stored!.answers).toContainEqual(expect.objectContaining({ answer: 'The researcher: I like asking people why.' }));
  });

  it('fails sub-topics answered wrong, lets the learner try again, and numbers the attempts', async () => {
    const { token } = await learnerWithPathway(t);
    const { data } = await questionsFor(token);
    const answers = rightAnswers(data).map((answer) => {
      const question = data.find((one) => one._id === answer.question)!;
      return question.options.length > 0 && (question.sub === 'Design thinking' || question.sub === 'Jobs in UX') ? { question: question._id, answer: question.options.find((option) => option !== answer.answer) ?? 'x' } : answer;
    });
    const first = (await submit(token, answers).expect(200)).body as AssessmentResult;
    expect(first.data).toMatchObject({ passed: false, correct: 8, marked: 12, score: 67, attempt: 1 });
    expect(first.result.filter((entry) => !entry.pass).map((entry) => entry.title)).toEqual(['Design thinking', 'Jobs in UX']);
    expect(first.congratulations).toMatch(/^Not yet/);

    // Skip Test at once: nothing answered is a failed attempt, not an error.
    const skipped = (await submit(token, []).expect(200)).body as AssessmentResult;
    expect(skipped.data).toMatchObject({ passed: false, correct: 0, attempt: 2 });
    expect((await questionsFor(token)).data[0]!.section.no).toBe(1);
  });

  it('refuses malformed answers with a 400 naming the field, and stores nothing', async () => {
    const { token, user } = await learnerWithPathway(t);
    await submit(token, 'all of them').expect(400);
    await submit(token, [{ question: 'not-an-id', answer: 'B' }]).expect(400);
    await submit(token, [{ question: new Types.ObjectId().toHexString(), answers: 'Design' }])
      .expect(400)
      .expect((res) => expect((res.body as { error: string }).error).toMatch(/answers/));
    expect(await t.connection.collection('assessmentattempts').countDocuments({ user: new Types.ObjectId(user._id) })).toBe(0);
  });

  it('answers 404 for an unknown track or one without a pathway, and 401 signed out', async () => {
    const { token } = await learnerWithPathway(t);
    await t.http().get(`/api/v1/fields/${new Types.ObjectId().toHexString()}/assess`).set(bearer(token)).expect(404, { error: 'This mentorship track does not exist' });
    const dataScience = (await fieldBySlug(t, 'data-science'))._id;
    await t.http().get(`/api/v1/fields/${dataScience}/assess`).set(bearer(token)).expect(404, { error: 'This track has no pathway yet' });
    await t.http().get(`/api/v1/fields/${productDesign}/assess`).expect(401);
  });
});
