/** Spec §9: five values per test, skill level 0–10, trait score 0–5. */
export const SKILL_TEST_LIMITS = {
  values: 5,
  skillLevelMax: 10,
  traitScoreMax: 5,
} as const;
