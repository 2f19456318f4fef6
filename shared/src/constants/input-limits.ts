/**
 * The longest inputs the API accepts, in characters unless said otherwise. Forms can say so before
 * sending; these are product rules, not display truncation (that is `TEXT_LIMITS`).
 */
export const INPUT_LIMITS = {
  passwordMin: 8,
  learningTitle: 300,
  link: 2048,
  /** Micro skills on one learning resource. */
  microSkillsPerResource: 30,
  microSkillName: 80,
  todoTitle: 200,
  /** Open (not done) to-dos one learner may keep. */
  openTodos: 200,
  /** Keyword, micro skill and source filters of a list. */
  filterText: 100,
  /** A mentor application: job title (the spec's tag limit), bio, what they help with, a reason to reject. */
  mentorTag: 120,
  mentorBio: 1000,
  mentorHelpWith: 1000,
  rejectionReason: 1000,
  yearsOfExperience: 60,
  /** Weekly free time slots one mentor keeps, and future dates they block. */
  freeTimeSlots: 50,
  blockedDates: 100,
  /** How far ahead a date may be blocked. */
  blockAheadDays: 366,
  /** A participant's comment on a meeting after it started (mentorQuery / menteeQuery). */
  meetingComment: 2000,
  /** The optional words a cancelling participant passes on to the other. */
  cancellationReason: 500,
  /** A reported problem with a session, the other person's answer, and an admin's reason. */
  disputeDetails: 2000,
  /** Pathway content edited on the admin page: titles and short texts, descriptions, questions and options. */
  contentTitle: 200,
  contentShortText: 120,
  contentDescription: 2000,
  subTopicsPerSection: 12,
  questionText: 1000,
  questionOption: 300,
  /** Days from the start to a section's due date; extra attempts in one grant. */
  dueOffsetDays: 730,
  extraAttemptsPerGrant: 10,
} as const;

/** Page sizes of the list endpoints (`limit`, `page`). */
export const PAGE_SIZES = {
  default: 20,
  max: 50,
  /** The highest `page` a list accepts. */
  lastPage: 10_000,
} as const;

/** Cursor-paged lists (`limit`, `cursor`): mentors of a track, a person's meeting history, assessment answers to review. */
export const CURSOR_PAGE_SIZES = {
  mentors: 12,
  meetingHistory: 10,
  reviews: 20,
  max: 50,
} as const;

/** A `cursor` that no page of this list gave out (edited, truncated or from another list). */
export const BAD_CURSOR_MESSAGE = 'cursor is not one this list gave out: start again from the first page';

export const REFERRAL_CODE_LENGTH = 7;

/** A password-reset link works for 30 minutes. */
export const PASSWORD_RESET_VALID_MINUTES = 30;

/** Resources listed in one weekly reminder digest. */
export const DIGEST_ITEMS = 10;

