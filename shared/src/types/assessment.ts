/** Spec §3: obj (one choice), check (several), text (free answer); link and file come with uploads. */
export type AssessmentQuestionType = 'obj' | 'check' | 'text' | 'link' | 'file';

/** A question as the learner sees it: never its answer, which stays on the server. */
export interface AssessmentQuestion {
  _id: string;
  question: string;
  type: AssessmentQuestionType;
  /** The choices of obj and check questions; empty for the others. */
  options: string[];
  img: string[];
  /** The section's sub-topic the question tests. */
  sub: string;
  section: { title: string; no: number; sub: string[] };
}

/** GET /fields/:id/assess: the questions of the section the learner is to take. */
export interface AssessmentResponse {
  data: AssessmentQuestion[];
}

/** One answer (spec §3): `answer` for obj, text and link; `answers` for check. */
export interface AssessmentAnswer {
  question: string;
  answer?: string;
  answers?: string[];
}

/** POST /fields/:id/assess. Questions left out count as not answered (Skip Test sends what it has). */
export interface SubmitAssessmentBody {
  assessment: AssessmentAnswer[];
}

/** One line of the result: a sub-topic and whether the learner passed it. */
export interface AssessmentResultEntry {
  title: string;
  pass: boolean;
}

export interface AssessmentResult {
  data: {
    section: number;
    /** Marked questions answered right, as a rounded percentage. */
    score: number;
    passed: boolean;
    correct: number;
    marked: number;
    /** Free-text answers kept for a mentor to read, not marked here. */
    forReview: number;
    attempt: number;
    /** Re-takes left at this section after this attempt. */
    attemptsLeft: number;
    /** The section is completed: every resource done and this assessment passed (the next one opens). */
    sectionCompleted: boolean;
  };
  result: AssessmentResultEntry[];
  congratulations: string;
  text: string;
}

/** A section's assessment for the caller: passed or not, attempts used and left (decision 0051). */
export interface AssessmentSectionStatus {
  section: number;
  passed: boolean;
  attempts: number;
  attemptsLeft: number;
}

/** GET /fields/:id/assess/status: every section with an assessment, and the one GET /fields/:id/assess gives. */
export interface AssessmentStatusResponse {
  maxAttempts: number;
  sections: AssessmentSectionStatus[];
  next: AssessmentSectionStatus | null;
}
