/** Where a 13–17-year-old's account stands; adults' accounts have none. */
export type ParentalAgreementStatus = 'awaiting' | 'given' | 'declined';

/** On the learner's own record: whose agreement is awaited or was given. */
export interface ParentalAgreementSummary {
  status: ParentalAgreementStatus;
  /** Absent until a learner who signed up with Google gives it. */
  parentEmail?: string;
  /** ISO time the parent agreed or declined, and how (the record the NDPA asks Trail to keep). */
  decidedAt?: string;
  method?: string;
}

/** GET /parental-agreement/:token: what the parent sees before deciding. */
export interface ParentalAgreementRequest {
  learnerFirstName: string;
  /** ISO time the link stops working. */
  expiresAt: string;
}

export const PARENTAL_DECISIONS = ['agree', 'decline'] as const;
export type ParentalDecision = (typeof PARENTAL_DECISIONS)[number];

/** POST /parental-agreement/:token */
export interface ParentalDecisionBody {
  decision: ParentalDecision;
}

/** POST /users/me/parental-agreement: the learner sends (again) the link to a parent. */
export interface ParentEmailBody {
  parentEmail: string;
}
