import type { MeetingParty } from './meeting-party.js';

/** What went wrong with a session, in the reporter's words (the report form's choices). */
export const DISPUTE_KINDS = ['no-show', 'cut-short', 'wrong-person', 'other'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/**
 * open: waiting for the other person's answer (a no-show only); with-admin: an admin decides (the other
 * person disagreed, or the problem is not a no-show); decided: the money has moved.
 */
export type DisputeStatus = 'open' | 'with-admin' | 'decided';

/** refund: everything back to the learner; part-refund: some of it, the rest to the earners; release: the earners keep it. */
export type DisputeOutcome = 'refund' | 'part-refund' | 'release';

export interface DisputeDecision {
  outcome: DisputeOutcome;
  /** What went back to the learner, in kobo (0 for a release). */
  refundKobo: number;
  /** Why, in words both people read. */
  reason: string;
  /** 'rule': the other person did not answer a no-show report in time (disputeRuleOutcome); 'admin': an admin decided. */
  by: 'rule' | 'admin';
  at: string;
}

/** A problem reported with a session (Meeting.dispute), as both people and admins see it. */
export interface MeetingDispute {
  by: MeetingParty;
  kind: DisputeKind;
  details: string;
  at: string;
  status: DisputeStatus;
  /** Until when the other person can disagree with a no-show report; after it, disputeRuleOutcome decides. */
  answerBy: string;
  /** The other person's side, when they disagreed. */
  answer?: { details: string; at: string };
  decision?: DisputeDecision;
}

/** POST /meetings/:id/dispute. */
export interface ReportDisputeBody {
  kind: DisputeKind;
  details: string;
}

/** POST /meetings/:id/dispute/answer: the other person disagrees, and says why. */
export interface AnswerDisputeBody {
  details: string;
}

/** POST /admin/disputes/:meetingId/decide. */
export interface DecideDisputeBody {
  outcome: DisputeOutcome;
  /** For part-refund: naira back to the learner, more than 0 and less than the session's price. */
  refundNaira?: number;
  reason: string;
}

/** One reported session in the admin's list: both people by name, the session and the report. */
export interface AdminDispute {
  meetingId: string;
  startsAt: string;
  priceKobo: number;
  mentor: { _id: string; name: string };
  mentee: { _id: string; name: string };
  dispute: MeetingDispute;
}

export interface AdminDisputesResponse {
  disputes: AdminDispute[];
}
