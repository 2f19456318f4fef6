import type { AssessmentQuestionType } from '@trail/shared';

/** A question as the content files hold it, with its key (`correct`); empty `correct`: a person reads the answer. */
export interface QuestionContent {
  /** Stable within the pathway; renaming it makes a new question. */
  key: string;
  question: string;
  type: AssessmentQuestionType;
  options: string[];
  correct: string[];
  /** One of the section's sub-topics. */
  sub: string;
}

export interface SectionAssessmentContent {
  pathwaySlug: string;
  section: number;
  questions: QuestionContent[];
}
