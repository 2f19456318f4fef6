import { DISPUTE_ANSWER_HOURS, DISPUTE_WINDOW_HOURS } from './prices.js';
import type { DisputeKind } from '../types/dispute.js';

/** The report form's choices, as the reporter reads them. */
export const DISPUTE_KIND_LABELS: Record<DisputeKind, string> = {
  'no-show': 'The other person did not come',
  'cut-short': 'The session was cut short',
  'wrong-person': 'Someone else came',
  other: 'Something else went wrong',
};

/** The report in words for the person it is about: "reported that you did not come". */
export const DISPUTE_KIND_ABOUT_YOU: Record<DisputeKind, string> = {
  'no-show': 'that you did not come',
  'cut-short': 'that the session was cut short',
  'wrong-person': 'that someone else came',
  other: 'that something went wrong',
};

export const DISPUTE_MESSAGES = {
  notStarted: 'You can report a problem once the session has started. Before then, you can cancel it.',
  windowClosed: `Problems can be reported until ${DISPUTE_WINDOW_HOURS} hours after a session ends, and that time has passed. Please contact us.`,
  alreadyReported: 'A problem with this session has already been reported',
  notBooked: 'Only a session that was booked and paid for can have a problem reported',
  alreadySettled: 'The earnings of this session have already been settled, so it can no longer be reported. Please contact us.',
  detailsNeeded: 'Please say what happened',
  noDispute: 'No problem has been reported with this session',
  ownReport: 'You reported this problem: the other person answers it',
  answerClosed: `The ${DISPUTE_ANSWER_HOURS} hours to answer this report have passed`,
  notOpen: 'This report is already with an admin or decided',
  alreadyDecided: 'This report has already been decided',
  reasonNeeded: 'Please give a reason both people will read',
  partAmount: (priceNaira: string) => `A part refund is more than ₦0 and less than the session's ₦${priceNaira}`,
} as const;
