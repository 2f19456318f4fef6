import { BadRequestException } from '@nestjs/common';
import type { SkillTestQuestions, SubmitSkillTestBody } from '@trail/shared';

/** 400 unless the answers fit the test: its own values, every skill and every statement exactly once. */
export function checkAnswersFit(test: SkillTestQuestions, body: SubmitSkillTestBody): void {
  const unknownValue = body.values.find((value) => !test.values.includes(value));
  if (unknownValue !== undefined) throw new BadRequestException(`values: "${unknownValue}" is not one of this test’s values`);
  exactlyOnce('skill', test.skills, body.skill.map((entry) => entry.name));
  exactlyOnce('trait', test.traits.map((entry) => entry.question), body.trait.map((entry) => entry.question));
}

function exactlyOnce(field: 'skill' | 'trait', asked: string[], answered: string[]): void {
  const unknown = answered.find((one) => !asked.includes(one));
  if (unknown !== undefined) throw new BadRequestException(`${field}: "${unknown}" is not in this test`);
  if (new Set(answered).size !== answered.length) throw new BadRequestException(`${field}: each entry may be answered once`);
  const missing = asked.find((one) => !answered.includes(one));
  if (missing !== undefined) throw new BadRequestException(`${field}: "${missing}" is not answered`);
}
