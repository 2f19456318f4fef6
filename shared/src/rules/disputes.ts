import { DISPUTE_ANSWER_HOURS, DISPUTE_WINDOW_HOURS } from '../constants/prices.js';
import { DISPUTE_MESSAGES } from '../constants/dispute-messages.js';
import type { DisputeKind, DisputeOutcome, DisputeStatus, MeetingDispute } from '../types/dispute.js';
import type { MeetingParty } from '../types/meeting.js';
import { formatNaira } from './money.js';

const HOUR_MS = 3_600_000;

/** What the report rules need of a session. */
export interface DisputedSession {
  status: 'booked' | 'cancelled' | 'held' | 'released';
  startsAt: Date;
  endsAt: Date;
  hasDispute: boolean;
}

/** The last moment a problem can be reported: the session's end plus the dispute window, when its earnings are released. */
export const disputeWindowEnd = (endsAt: Date): Date => new Date(endsAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR_MS);

/**
 * Why a problem cannot be reported with this session now, or undefined when it can: a booked session,
 * from its start (before it, cancelling is the way out) until the dispute window ends, once.
 */
export function disputeRefusal(session: DisputedSession, now: Date): string | undefined {
  if (session.status !== 'booked') return DISPUTE_MESSAGES.notBooked;
  if (session.hasDispute) return DISPUTE_MESSAGES.alreadyReported;
  if (now.getTime() < session.startsAt.getTime()) return DISPUTE_MESSAGES.notStarted;
  if (now.getTime() >= disputeWindowEnd(session.endsAt).getTime()) return DISPUTE_MESSAGES.windowClosed;
  return undefined;
}

/**
 * A no-show waits for the other person's answer: they know whether they came. Anything else (cut short,
 * wrong person, something else) is a matter of judgement, so it goes to an admin at once.
 */
export const firstStatusOf = (kind: DisputeKind): DisputeStatus => (kind === 'no-show' ? 'open' : 'with-admin');

export const disputeAnswerBy = (reportedAt: Date): Date => new Date(reportedAt.getTime() + DISPUTE_ANSWER_HOURS * HOUR_MS);

/** Why the caller (on `side`) cannot disagree with the report now, or undefined when they can. */
export function answerRefusal(dispute: Pick<MeetingDispute, 'by' | 'status' | 'answerBy'>, side: MeetingParty, now: Date): string | undefined {
  if (dispute.by === side) return DISPUTE_MESSAGES.ownReport;
  if (dispute.status !== 'open') return DISPUTE_MESSAGES.notOpen;
  if (now.getTime() >= new Date(dispute.answerBy).getTime()) return DISPUTE_MESSAGES.answerClosed;
  return undefined;
}

/**
 * What the rule decides for a report nobody answered in time: a learner's report that the mentor did not
 * come refunds the learner in full; a mentor's report that the learner did not come releases the earnings.
 * Undefined while the other person may still answer, or when the report is not the rule's to decide.
 */
export function disputeRuleOutcome(dispute: Pick<MeetingDispute, 'by' | 'kind' | 'status' | 'answerBy'>, now: Date): DisputeOutcome | undefined {
  if (dispute.kind !== 'no-show' || dispute.status !== 'open') return undefined;
  if (now.getTime() < new Date(dispute.answerBy).getTime()) return undefined;
  return dispute.by === 'mentee' ? 'refund' : 'release';
}

/** The words both people read when the rule decided. */
export function ruleReason(by: MeetingParty, otherName: string): string {
  return by === 'mentee'
    ? `${otherName || 'The mentor'} did not answer the report that they did not come within ${DISPUTE_ANSWER_HOURS} hours, so the learner is refunded in full.`
    : `${otherName || 'The learner'} did not answer the report that they did not come within ${DISPUTE_ANSWER_HOURS} hours, so the session counts as held.`;
}

/**
 * What an admin's decision refunds, in kobo, or the message that refuses it: a refund is the whole price,
 * a release nothing, a part refund more than nothing and less than the whole.
 */
export function decisionRefundKobo(outcome: DisputeOutcome, refundNaira: number | undefined, priceKobo: number): { refundKobo: number } | { error: string } {
  if (outcome === 'refund') return { refundKobo: priceKobo };
  if (outcome === 'release') return { refundKobo: 0 };
  const kobo = Math.round((refundNaira ?? 0) * 100);
  if (!Number.isSafeInteger(kobo) || kobo <= 0 || kobo >= priceKobo) return { error: DISPUTE_MESSAGES.partAmount(formatNaira(priceKobo)) };
  return { refundKobo: kobo };
}
