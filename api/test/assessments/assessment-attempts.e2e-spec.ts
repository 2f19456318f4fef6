import type { AssessmentResponse, AssessmentResult, AssessmentStatusResponse, PathwayResource } from '@trail/shared';
import { Types } from 'mongoose';
import { PRODUCT_DESIGN_SECTION_1 } from '../../src/assessments/content/product-design/section-1';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer } from '../support/factories/accounts';
import { learnerWithPathway } from '../support/factories/pathways';
import { fieldBySlug } from '../support/factories/mentors';

const KEYS = new Map(PRODUCT_DESIGN_SECTION_1.questions.map((question) => [question.question, question]));

describe('assessment re-takes (ASSESSMENT_MAX_ATTEMPTS=2) and section completion', () => {
  let t: TestApp;
  let productDesign: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ASSESSMENT_MAX_ATTEMPTS: '2' } });
    productDesign = (await fieldBySlug(t, 'product-design'))._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const submit = (token: string, assessment: unknown) => t.http().post(`/api/v1/fields/${productDesign}/assess`).set(bearer(token)).send({ assessment });
  const status = async (token: string) => (await t.http().get(`/api/v1/fields/${productDesign}/assess/status`).set(bearer(token)).expect(200)).body as AssessmentStatusResponse;
  const attemptsOf = (userId: string) => t.connection.collection('assessmentattempts').countDocuments({ user: new Types.ObjectId(userId) });

  async function rightAnswers(token: string) {
    const { data } = (await t.http().get(`/api/v1/fields/${productDesign}/assess`).set(bearer(token)).expect(200)).body as AssessmentResponse;
    return data
      .filter((question) => question.type !== 'file')
      .map((question) => {
        const { correct, type } = KEYS.get(question.question)!;
        if (type === 'link') return { question: question._id, answer: 'https://www.figma.com/file/trail-prototype' };
        return type === 'check' ? { question: question._id, answers: correct } : { question: question._id, answer: correct[0] ?? 'An answer to read.' };
      });
  }

  it('counts attempts down, then refuses the one over the limit with a 409 and stores nothing', async () => {
    const { token, user } = await learnerWithPathway(t);
    expect(await status(token)).toEqual({
      maxAttempts: 2,
      sections: [{ section: 1, passed: false, attempts: 0, attemptsLeft: 2 }],
      next: { section: 1, passed: false, attempts: 0, attemptsLeft: 2 },
    });
    expect(((await submit(token, []).expect(200)).body as AssessmentResult).data).toMatchObject({ attempt: 1, attemptsLeft: 1, passed: false });
    expect(((await submit(token, []).expect(200)).body as AssessmentResult).data).toMatchObject({ attempt: 2, attemptsLeft: 0 });
    await submit(token, []).expect(409, { error: 'You have used all 2 attempts at section 1’s assessment: there are no re-takes left' });
    expect(await attemptsOf(user._id)).toBe(2);
    expect((await status(token)).next).toEqual({ section: 1, passed: false, attempts: 2, attemptsLeft: 0 });
  });

  it('lets one of two submissions racing for the last attempt in', async () => {
    const { token, user } = await learnerWithPathway(t);
    await submit(token, []).expect(200);
    const answers = await rightAnswers(token);
    const raced = await Promise.all([submit(token, answers), submit(token, answers), submit(token, answers)]);
    expect(raced.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(await attemptsOf(user._id)).toBe(2);
  });

  it('completes a section only once its resources are done and its assessment is passed', async () => {
    const { token } = await learnerWithPathway(t);
    const resources = (await t.http().get('/api/v1/pathways/product-design/resources').set(bearer(token)).expect(200)).body as PathwayResource[];
    const sectionOne = resources.filter((resource) => resource.section === 1);
    for (const resource of sectionOne.slice(1)) await t.http().put(`/api/v1/users/resource/${resource._id}`).set(bearer(token)).expect(200);

    const passedEarly = (await submit(token, await rightAnswers(token)).expect(200)).body as AssessmentResult;
    expect(passedEarly.data).toMatchObject({ passed: true, sectionCompleted: false });
    expect((await status(token)).sections).toEqual([{ section: 1, passed: true, attempts: 1, attemptsLeft: 1 }]);

    await t.http().put(`/api/v1/users/resource/${sectionOne[0]!._id}`).set(bearer(token)).expect(200);
    // A re-take after passing keeps the section passed, even when this attempt fails.
    const retake = (await submit(token, []).expect(200)).body as AssessmentResult;
    expect(retake.data).toMatchObject({ passed: false, attempt: 2, sectionCompleted: true });
  });
});
