import type { AssessmentQuestionType } from './assessment.js';

/** A learner's file answer as the API describes it: its bytes come only through the authorised download route. */
export interface AnswerFileInfo {
  name: string;
  size: number;
  contentType: string;
}

/** A mentor's verdict on one free answer (text, link or file). */
export interface AnswerReview {
  pass: boolean;
  feedback: string;
  reviewedAt: string;
}

/** One free answer waiting for, or given, a mentor's review. */
export interface AssessmentReviewItem {
  attemptId: string;
  questionId: string;
  question: string;
  type: AssessmentQuestionType;
  section: number;
  attempt: number;
  submittedAt: string;
  learner: { _id: string; name: string };
  /** The text or the link; absent for a file. */
  answer?: string;
  file?: AnswerFileInfo;
  review?: AnswerReview;
}

/** GET /assessments/reviews?fieldId=: a mentor's pending free answers; GET /assessments/reviews/mine?fieldId=: the caller's own. */
export interface AssessmentReviewsResponse {
  data: AssessmentReviewItem[];
}

/** PUT /assessments/reviews/:attemptId/:questionId */
export interface ReviewAnswerBody {
  pass: boolean;
  feedback?: string;
}
