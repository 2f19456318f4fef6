import { LEARNER_REFUND_CUTOFF_HOURS } from '../constants/prices.js';
import type { MeetingParty } from '../types/meeting.js';

export interface CancellationTerms {
  /** Whether cancelling is possible at all (only before the start). */
  allowed: boolean;
  /** Whether the learner gets the meeting's price back. */
  fullRefund: boolean;
  /** The card menu's button text, stating the refund before the person confirms. */
  label: string;
  /** One sentence for the confirm step. */
  explanation: string;
}

const HOUR_MS = 3_600_000;

/**
 * What cancelling a paid meeting does (issue 13): the mentor may cancel any time before the start and
 * the learner gets a full refund; the learner gets a full refund only more than
 * LEARNER_REFUND_CUTOFF_HOURS before the start, and nothing later. Nobody cancels a started meeting.
 */
export function cancellationTerms(by: MeetingParty, startsAt: Date, now: Date): CancellationTerms {
  if (now.getTime() >= startsAt.getTime()) {
    return { allowed: false, fullRefund: false, label: 'Cancel session', explanation: 'This session has already started, so it cannot be cancelled.' };
  }
  if (by === 'mentor') {
    return {
      allowed: true,
      fullRefund: true,
      label: 'Cancel session (learner fully refunded)',
      explanation: 'The learner gets their full payment back, and this hour is closed for booking.',
    };
  }
  const early = startsAt.getTime() - now.getTime() > LEARNER_REFUND_CUTOFF_HOURS * HOUR_MS;
  return early
    ? {
        allowed: true,
        fullRefund: true,
        label: 'Cancel session (full refund)',
        explanation: `You cancel more than ${LEARNER_REFUND_CUTOFF_HOURS} hours before the start, so you get your full payment back.`,
      }
    : {
        allowed: true,
        fullRefund: false,
        label: 'Cancel session (no refund)',
        explanation: `The session starts in less than ${LEARNER_REFUND_CUTOFF_HOURS} hours, so cancelling now gives no refund.`,
      };
}
