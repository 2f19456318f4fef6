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

/** Which part of a mentor's queue to list: the answers still waiting (oldest first) or those already judged (latest verdict first). */
export const REVIEW_QUEUE_STATUSES = ['toReview', 'reviewed'] as const;
export type ReviewQueueStatus = (typeof REVIEW_QUEUE_STATUSES)[number];

/**
 * GET /assessments/reviews?fieldId=&status=&limit=&cursor=: a page of a mentor's queue;
 * GET /assessments/reviews/mine?fieldId=&limit=&cursor=: a page of the caller's own answers.
 * Cursor paged like decision 0057: `hasMore` says another page exists, `cursor` asks for it.
 */
export interface AssessmentReviewsResponse {
  data: AssessmentReviewItem[];
  hasMore: boolean;
  cursor?: string;
}

/** PUT /assessments/reviews/:attemptId/:questionId */
export interface ReviewAnswerBody {
  pass: boolean;
  feedback?: string;
}
