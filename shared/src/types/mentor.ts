import type { Field } from './field.js';

/** A weekly free time slot, in the mentor's own IANA zone (spec §3 "Free time slot"). */
export interface FreeTimeSlot {
  _id: string;
  /** 0 Sunday … 6 Saturday. */
  day: number;
  hour: number;
  minute: number;
  timezone: string;
}

export interface NewFreeTimeSlot {
  day: number;
  hour: number;
  minute: number;
  timezone: string;
}

/** PUT /users/freetime adds slots; answers every slot of the mentor. */
export interface FreeTimeBody {
  freeTime: NewFreeTimeSlot[];
}

export interface FreeTimeResponse {
  data: FreeTimeSlot[];
  /** Whether a Google Calendar is connected (spec §7); false until the calendar adapter exists. */
  google: boolean;
  /** Dates (YYYY-MM-DD in the mentor's zone) on which no slot is offered. */
  blockedDates: string[];
}

/** One bookable hour: a slot's occurrence inside the two-week horizon (spec "Booking selection"). */
export interface SlotOccurrence {
  slotId: string;
  /** ISO instant (UTC). */
  startsAt: string;
  /** The slot's second occurrence in the horizon. */
  second: boolean;
}

/** What anyone may see of a mentor: never e-mail, phone, bank or balances. */
export interface PublicMentor {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  picture?: string;
  tag?: string;
  bio?: string;
  fields: Field[];
  /** The next free occurrence, if any in the horizon. */
  nextFreeAt?: string;
}

/** GET /meetings/singlementor/:username. */
export interface MentorPage {
  mentor: PublicMentor;
  /** Free occurrences in the next 14 days, ascending; booked ones left out. */
  occurrences: SlotOccurrence[];
}

export type MentorApplicationStatus = 'pending' | 'approved' | 'rejected';

/** POST /mentors/applications. */
export interface MentorApplicationBody {
  fieldIds: string[];
  /** Job title. */
  tag: string;
  bio: string;
  yearsOfExperience: number;
  /** A public profile, e.g. LinkedIn. */
  profileLink: string;
  helpWith: string;
}

export interface MentorApplication extends MentorApplicationBody {
  _id: string;
  status: MentorApplicationStatus;
  /** Why it was rejected; mailed to the applicant. */
  reason?: string;
  createdAt: string;
  applicant: { _id: string; firstName: string; lastName: string; email: string; username?: string };
  /** In the approved list only: whether an admin has suspended the mentor (hidden, no hours offered). */
  suspended?: boolean;
}

/** GET /mentors/applications/mine: the caller's latest application, if any. */
export interface MentorApplicationResponse {
  application: MentorApplication | null;
}

/** GET /admin/mentor-applications?status=pending, oldest first. */
export interface MentorApplicationsResponse {
  applications: MentorApplication[];
}

/** POST /admin/mentor-applications/:id/reject; the reason is mailed to the applicant. */
export interface RejectMentorApplicationBody {
  reason: string;
}

/**
 * A track with the first page of its listed mentors. The rest of it: GET /mentors/field/:fieldId?cursor=…
 * (a CursorPage). GET /fields/:slug/mentors answers one, for the track's page /mentor/schedule?field=<slug>.
 */
export interface FieldMentors {
  field: Field;
  mentors: PublicMentor[];
  hasMore: boolean;
  cursor?: string;
}

/** GET /mentors: every track with the first page of its listed mentors, for the /mentor page (tracks with none included). */
export interface MentorsByField {
  fields: FieldMentors[];
}
