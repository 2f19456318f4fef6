/** waitlist: the /waitlist page; Bank: Trailbank interest; Subscribe: the newsletter. */
export const MAILING_LIST_REASONS = ['waitlist', 'Bank', 'Subscribe'] as const;
export type MailingListReason = (typeof MAILING_LIST_REASONS)[number];

export interface JoinMailingListBody {
  email: string;
  reason?: MailingListReason;
}
