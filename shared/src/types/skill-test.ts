/** A trait statement of the skill and personality test, rated 0–5 (how much it sounds like the learner). */
export interface SkillTestTrait {
  key: string;
  /** The trait the statement measures ("Empathy"). */
  trait: string;
  /** The statement the learner rates (the spec's trait `question`). */
  question: string;
}

/** GET /fields/:id/test: a track's skill and personality test (spec §3 "Test"). */
export interface SkillTestQuestions {
  fieldId: string;
  /** The content version; a stored result names the version it answered. */
  version: number;
  /** Value words to choose exactly `SKILL_TEST_LIMITS.values` from, most important first. */
  values: string[];
  /** Skills the learner rates 0–10. */
  skills: string[];
  traits: SkillTestTrait[];
}

export interface SkillTestSkillLevel {
  name: string;
  level: number;
}

export interface SkillTestTraitScore {
  question: string;
  score: number;
}

/** POST /fields/:id/test: five values, every skill rated, every trait statement scored. */
export interface SubmitSkillTestBody {
  values: string[];
  skill: SkillTestSkillLevel[];
  trait: SkillTestTraitScore[];
}

/** The learner's latest result for a track: a re-take replaces it. */
export interface SkillTestResult {
  fieldId: string;
  fieldName: string;
  version: number;
  values: string[];
  skill: SkillTestSkillLevel[];
  trait: (SkillTestTraitScore & { trait: string })[];
  takenAt: string;
}

/** GET /users/me/tests: the learner's latest result on each track taken, newest first. */
export interface SkillTestResultsResponse {
  results: SkillTestResult[];
}
