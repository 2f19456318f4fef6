import type { Field, SkillTestQuestions, SkillTestResult, SkillTestResultsResponse, SubmitSkillTestBody } from '@trail/shared';
import { Types } from 'mongoose';
import { SkillTestsService } from '../../src/skill-tests/skill-tests.service';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';
import { skillTestAnswers } from '../support/factories/skill-tests';
import { fieldBySlug } from '../support/factories/mentors';

describe('skill and personality test: GET and POST /fields/:id/test, GET /users/me/tests', () => {
  let t: TestApp;
  let fields: Field[];
  let productDesign: string;

  beforeAll(async () => {
    t = await createTestApp();
    fields = (await t.http().get('/api/v1/fields').expect(200)).body as Field[];
    productDesign = (await fieldBySlug(t, 'product-design'))._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const questionsFor = async (token: string) => (await t.http().get(`/api/v1/fields/${productDesign}/test`).set(bearer(token)).expect(200)).body as SkillTestQuestions;
  const submit = (token: string, body: unknown) => t.http().post(`/api/v1/fields/${productDesign}/test`).set(bearer(token)).send(body as object);
  const resultsOf = async (token: string) => ((await t.http().get('/api/v1/users/me/tests').set(bearer(token)).expect(200)).body as SkillTestResultsResponse).results;

  it('gives any signed-in learner the track’s values, skills and trait statements; 404 for an unknown track; 401 signed out', async () => {
    const { token } = await signUp(t);
    const test = await questionsFor(token);
    expect(test).toMatchObject({ fieldId: productDesign, version: 1 });
    expect(test.values.length).toBeGreaterThan(5);
    expect(test.skills).toContain('User research');
    expect(test.traits[0]).toEqual({ key: 'empathy', trait: 'Empathy', question: expect.any(String) });
    await t.http().get(`/api/v1/fields/${new Types.ObjectId().toHexString()}/test`).set(bearer(token)).expect(404, { error: 'This mentorship track does not exist' });
    await t.http().get(`/api/v1/fields/${productDesign}/test`).expect(401);
  });

  it('stores the result, answers it in the test’s order, and a re-take replaces it (one per learner and track)', async () => {
    const { token, user } = await signUp(t);
    const test = await questionsFor(token);
    const first = (await submit(token, skillTestAnswers(test)).expect(200)).body as SkillTestResult;
    expect(first).toMatchObject({ fieldId: productDesign, fieldName: 'Product Design', version: 1, values: test.values.slice(0, 5) });
    expect(first.trait.map((entry) => entry.trait)).toEqual(test.traits.map((entry) => entry.trait));
    expect(first.skill[0]).toEqual({ name: test.skills[0], level: 7 });

    const again = { ...skillTestAnswers(test, 10, 0), values: [...test.values.slice(2, 7)].reverse() };
    const second = (await submit(token, again).expect(200)).body as SkillTestResult;
    expect(second.values).toEqual(again.values);
    expect(Date.parse(second.takenAt)).toBeGreaterThanOrEqual(Date.parse(first.takenAt));
    expect(await t.connection.collection('skilltestresults').countDocuments({ user: new Types.ObjectId(user._id) })).toBe(1);
    expect(await resultsOf(token)).toEqual([second]);
  });

  it('keeps one result when two first submissions race', async () => {
    const { token, user } = await signUp(t);
    const test = await questionsFor(token);
    const raced = await Promise.all([submit(token, skillTestAnswers(test, 3)), submit(token, skillTestAnswers(test, 9))]);
    expect(raced.map((res) => res.status)).toEqual([200, 200]);
    expect(await t.connection.collection('skilltestresults').countDocuments({ user: new Types.ObjectId(user._id) })).toBe(1);
  });

  it.each([
    { change: (body: SubmitSkillTestBody) => ({ ...body, values: body.values.slice(0, 4) }), error: 'values must list exactly 5 values' },
    { change: (body: SubmitSkillTestBody) => ({ ...body, values: [...body.values.slice(0, 4), body.values[0]] }), error: 'values must not repeat a value' },
    { change: (body: SubmitSkillTestBody) => ({ ...body, values: [...body.values.slice(0, 4), 'Money'] }), error: 'values: "Money" is not one of this test’s values' },
    { change: (body: SubmitSkillTestBody) => ({ ...body, skill: body.skill.map((entry, i) => (i === 1 ? { ...entry, level: 11 } : entry)) }), error: 'skill.1.level must be from 0 to 10' },
    { change: (body: SubmitSkillTestBody) => ({ ...body, skill: body.skill.map((entry, i) => (i === 0 ? { ...entry, level: 2.5 } : entry)) }), error: 'skill.0.level must be a whole number from 0 to 10' },
    { change: (body: SubmitSkillTestBody) => ({ ...body, trait: body.trait.map((entry, i) => (i === 2 ? { ...entry, score: -1 } : entry)) }), error: 'trait.2.score must be from 0 to 5' },
    { change: (body: SubmitSkillTestBody) => ({ ...body, skill: body.skill.slice(1) }), error: 'skill: "User research" is not answered' },
    { change: (body: SubmitSkillTestBody) => ({ ...body, skill: [...body.skill, { name: 'Juggling', level: 3 }] }), error: 'skill: "Juggling" is not in this test' },
    { change: (body: SubmitSkillTestBody) => ({ ...body, trait: [...body.trait, body.trait[0]] }), error: 'trait: each entry may be answered once' },
  ])('refuses $error with a 400 and stores nothing', async ({ change, error }) => {
    const { token, user } = await signUp(t);
    const res = await submit(token, change(skillTestAnswers(await questionsFor(token)))).expect(400);
    expect((res.body as { error: string }).error).toBe(error);
    expect(await t.connection.collection('skilltestresults').countDocuments({ user: new Types.ObjectId(user._id) })).toBe(0);
  });

  it('seeds idempotently: a second run leaves one test per track', async () => {
    await t.app.get(SkillTestsService).onModuleInit();
    expect(await t.connection.collection('skilltests').countDocuments({ field: new Types.ObjectId(productDesign) })).toBe(1);
    expect(await t.connection.collection('skilltests').countDocuments()).toBe(fields.length);
  });

  it('answers every track’s test and stores a learner’s result for each', async () => {
    const { token } = await signUp(t);
    for (const field of fields) {
      const res = await t.http().get(`/api/v1/fields/${field._id}/test`).set(bearer(token)).expect(200);
      const test = res.body as SkillTestQuestions;
      expect(test).toMatchObject({ fieldId: field._id, version: 1 });
      expect(test.traits.length).toBeGreaterThanOrEqual(5);
      const saved = (await t.http().post(`/api/v1/fields/${field._id}/test`).set(bearer(token)).send(skillTestAnswers(test)).expect(200)).body as SkillTestResult;
      expect(saved).toMatchObject({ fieldId: field._id, fieldName: field.name, values: test.values.slice(0, 5) });
    }
    expect((await resultsOf(token)).map((result) => result.fieldId).sort()).toEqual(fields.map((field) => field._id).sort());
  });

  it('shows an empty list to a learner who has not taken a test', async () => {
    const { token } = await signUp(t);
    expect(await resultsOf(token)).toEqual([]);
  });
});
