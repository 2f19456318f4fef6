import { SKILL_TEST_LIMITS } from '@trail/shared';
import { FIELD_SEEDS } from '../../fields';
import { SKILL_TEST_CATALOGUE } from './skill-test-catalogue';

describe('skill-test content', () => {
  it('has one test for every seeded track, and none for a track that does not exist', () => {
    expect(SKILL_TEST_CATALOGUE.map((test) => test.fieldSlug).sort()).toEqual(FIELD_SEEDS.map((field) => field.slug).sort());
  });

  it.each(SKILL_TEST_CATALOGUE.map((test) => [test.fieldSlug, test] as const))('%s offers enough distinct values, skills and traits to answer', (_slug, test) => {
    expect(new Set(test.values).size).toBe(test.values.length);
    expect(test.values.length).toBeGreaterThan(SKILL_TEST_LIMITS.values);
    expect(new Set(test.skills).size).toBe(test.skills.length);
    expect(test.skills.length).toBeGreaterThanOrEqual(5);
    expect(new Set(test.traits.map((trait) => trait.key)).size).toBe(test.traits.length);
    expect(new Set(test.traits.map((trait) => trait.question)).size).toBe(test.traits.length);
    expect(test.traits.length).toBeGreaterThanOrEqual(5);
  });
});
