import type { AssessmentQuestionType } from './assessment.js';

/** Who last changed a piece of content from the admin page, and when; null for content as seeded. */
export interface ContentEdit {
  editedAt: string | null;
  /** The admin's user id; null once that account is erased. */
  editedBy: string | null;
}

/** PUT /admin/pathways/:slug/sections/:no. The number is the section's identity and is not edited. */
export interface SectionEditBody {
  title: string;
  sub: string[];
  dueOffsetDays: number;
  duration: string;
}

export interface AdminSection extends SectionEditBody, ContentEdit {
  no: number;
}

/**
 * POST /admin/pathways/:slug/sections/:no/move: the section trades places with the one above or below,
 * taking its resources, questions and learners' attempts with it; due offsets stay with the position.
 */
export interface SectionMoveBody {
  direction: 'up' | 'down';
}

/** POST /admin/pathways/:slug/resources (with `section`) and PUT …/resources/:id. */
export interface ResourceEditBody {
  section: number;
  title: string;
  photo: string | null;
  description: string;
  duration: string;
  link: string;
  article: boolean;
  sub: string;
  /** Place within the section; a new resource goes last when it is left out. */
  order?: number;
}

export interface AdminResource extends Required<ResourceEditBody>, ContentEdit {
  _id: string;
  key: string;
  /** Retired resources are hidden from learners and left out of every count; progress on them is kept. */
  retiredAt: string | null;
}

/** GET /admin/pathways/:slug/content: every section and every resource, retired ones too. */
export interface AdminPathwayContent {
  slug: string;
  title: string;
  sections: AdminSection[];
  resources: AdminResource[];
}

/** POST /admin/pathways/:slug/questions and PUT …/questions/:id; `correct` is the answer key. */
export interface QuestionEditBody {
  section: number;
  question: string;
  type: AssessmentQuestionType;
  options: string[];
  correct: string[];
  sub: string;
  order?: number;
}

/** A question with its answer key: only ever sent on admin routes. */
export interface AdminQuestion extends Required<QuestionEditBody>, ContentEdit {
  _id: string;
  key: string;
  retiredAt: string | null;
}

export interface AdminQuestionsResponse {
  questions: AdminQuestion[];
}

/** POST /admin/pathways/:slug/attempt-grants: extra attempts at one section's assessment for one learner. */
export interface AttemptGrantBody {
  email: string;
  section: number;
  extra: number;
}

export interface AttemptGrantResponse {
  section: number;
  /** Every extra attempt granted to this learner at this section so far. */
  extraAttempts: number;
  message: string;
}
