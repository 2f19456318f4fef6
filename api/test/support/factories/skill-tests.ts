import type { SkillTestQuestions, SubmitSkillTestBody } from '@trail/shared';
import type { TestApp } from '../create-test-app';
import { bearer } from './accounts';
import { fieldBySlug } from './mentors';

/** A full, valid set of answers: the first five values, every skill at `level`, every statement at `score`. */
export function skillTestAnswers(test: SkillTestQuestions, level = 7, score = 4): SubmitSkillTestBody {
  return {
    values: test.values.slice(0, 5),
    skill: test.skills.map((name) => ({ name, level })),
    trait: [...test.traits].reverse().map(({ question }) => ({ question, score })),
  };
}

/** Takes the product-design skill test through the API, as a learner does. */
export async function takeSkillTest(t: TestApp, token: string): Promise<void> {
  const field = (await fieldBySlug(t, 'product-design'))._id;
  const test = (await t.http().get(`/api/v1/fields/${field}/test`).set(bearer(token)).expect(200)).body as SkillTestQuestions;
  await t.http().post(`/api/v1/fields/${field}/test`).set(bearer(token)).send(skillTestAnswers(test)).expect(200);
}
