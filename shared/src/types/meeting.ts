import type { MeetingDispute } from './dispute.js';
import type { MeetingParty } from './meeting-party.js';
import type { PaymentStatus } from './payment.js';

/** One chosen hour, as the mentor page sends it (spec §3 "Booking selection"). */
export interface BookingSelectionItem {
  /** The weekly free time slot's _id. */
  slotId: string;
  /** The occurrence's start, ISO UTC, exactly as GET /meetings/singlementor/:username listed it. */
  startsAt: string;
  /** The slot's second occurrence in the two-week horizon. */
  second: boolean;
}

/**
 * POST /payments/mentorhour (signed in, verified e-mail): holds every chosen hour (at most
 * BOOKING_LIMITS.maxHoursPerBooking) for BOOKING_HOLD_MINUTES, without starting a payment; the Pay
 * button then starts it (POST /payments/mentorhour/:reference/pay, decision 0075).
 * A 409 `{ error }` means one of the hours was just held or booked by someone else: the page
 * reloads the mentor's free hours to show which. A 429 is one of the hold limits, its message the reason.
 */
export interface MentorHourBody {
  mentorId: string;
  occurrences: BookingSelectionItem[];
  /** The wizard's "Clarity Needed": what the learner wants help with (stored as the meeting's purpose). */
  clarity: string;
  /** The wizard's Experience step. */
  title?: string;
  bio?: string;
  /** Referral code typed in the Note step when none is stored yet. */
  referralCode?: string;
}

/** The hold: its payment reference (the booking's identity from now on) and when it lapses unpaid (ISO). */
export interface MentorHourResponse {
  reference: string;
  holdExpiresAt: string;
}

/** POST /payments/mentorhour/:reference/pay: spec §7's answer, the browser is sent to `data.authorization_url`. */
export interface MentorHourPayResponse {
  data: { authorization_url: string; reference: string };
}

/** The other side of a meeting, as either participant sees it (spec §3 Meeting: mentor and mentee). */
export interface MeetingPerson {
  _id: string;
  firstName: string;
  lastName: string;
  picture?: string;
  tag?: string;
  username?: string;
}

/** What the viewer sees of a meeting: upcoming, then (after its start) pending until their own comment exists, then completed. */
export type MeetingState = 'upcoming' | 'pending' | 'completed' | 'cancelled';

export type { MeetingParty } from './meeting-party.js';

export interface MeetingCancellation {
  by: MeetingParty;
  at: string;
  /** What went back to the learner, in kobo (0: cancelled too late for a refund). */
  refundKobo: number;
}

/** A booked mentoring hour (spec §3 Meeting), from one participant's point of view. */
export interface Meeting {
  _id: string;
  /** Start instant, ISO UTC (spec: time). Shown in 24-hour time in the viewer's zone. */
  time: string;
  /** End instant, ISO UTC: time + MEETING_LENGTH_MINUTES. */
  endsAt: string;
  /** The learner's "Clarity Needed" text. */
  purpose: string;
  /** The video room both join. */
  meetLink: string;
  /** What the link is: 'Google Meet' when made through Google Calendar, otherwise 'Jitsi Meet'. */
  venue: string;
  mentor: MeetingPerson;
  mentee: MeetingPerson;
  mentorQuery?: string;
  menteeQuery?: string;
  /** The viewer's side in this meeting. */
  as: MeetingParty;
  state: MeetingState;
  cancellation?: MeetingCancellation;
  /** A problem either person reported with the session, and what became of it. */
  dispute?: MeetingDispute;
}

/**
 * GET /meetings/mentor/:id and GET /meetings/mentee/:id (the participant themselves, or an admin):
 * upcoming ascending by time, history (started or cancelled) newest first.
 */
export interface MeetingsResponse {
  upcoming: Meeting[];
  /** The first page of the history; the rest: GET /meetings/{mentor|mentee}/:id/history?cursor=historyCursor. */
  history: Meeting[];
  historyHasMore: boolean;
  historyCursor?: string;
}

/** PUT /meetings/:id: each side writes only its own comment, only after the start. Answers the Meeting. */
export type MeetingCommentBody = { mentorQuery: string } | { menteeQuery: string };

/** POST /meetings/:id/cancel: either participant, before the start. Answers the cancelled Meeting. */
export interface CancelMeetingBody {
  /** Optional words passed on to the other person in the cancellation e-mail. */
  reason?: string;
}

/** One paid-for hour on the return page: booked (with its room), still waiting, or refunded because it was lost. */
export interface BookedHour {
  meetingId: string;
  startsAt: string;
  /** waiting: held until Paystack's word; booked: a meeting; released: the hold lapsed unpaid; refunded: paid after the hold lapsed and someone else booked it. */
  state: 'waiting' | 'booked' | 'released' | 'refunded';
  meetLink?: string;
  venue?: string;
}

/** GET /meetings/booking/:reference (the payer only): what Paystack's return page (/mentor/booked) shows. */
export interface BookingOutcome {
  /** The payment's status after asking Paystack (a paid payment whose webhook was lost is confirmed here). */
  status: PaymentStatus;
  mentor: MeetingPerson;
  hours: BookedHour[];
}
