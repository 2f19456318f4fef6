import { LOG_IN_WITH_GOOGLE } from './messages/log-in.js';
import { INVALID_EMAIL } from './messages/invalid-email.js';
import { LOGIN_FOR_BOOKING, MENTOR_FULLY_BOOKED, MENTOR_NOT_FOUND } from './messages/mentor-page.js';
import { MENTORS_UNAVAILABLE } from './messages/mentors.js';
import { NOT_FOUND } from './messages/not-found.js';
import { LOGIN_FOR_PATHWAY } from './messages/pathway-page.js';

export * from './messages/invalid-email.js';
export * from './messages/log-in.js';
export * from './messages/mentor-page.js';
export * from './messages/mentors.js';
export * from './messages/not-found.js';
export * from './messages/pathway-page.js';

/**
 * User-facing messages of spec §5 and §8, word for word (obvious typos fixed). The ones public pages show are also
 * named constants in messages/ of their own: Rollup cannot drop an object's unused properties, so a page importing
 * `MESSAGES` for one string downloaded all of them (decision 0066).
 */
export const MESSAGES = {
  invalidEmail: INVALID_EMAIL,
  emptyComment: 'Please type in a comment',
  emptyAmount: 'Please type in an amount',
  invalidAmount: 'Please type in a valid amount',
  fillInFields: 'Please fill in the fields',
  checkAccountNumber: 'Check your Account Number',
  checkBankName: 'Check your bank name',
  loginForPathway: LOGIN_FOR_PATHWAY,
  loginForBooking: LOGIN_FOR_BOOKING,
  logInWithGoogle: LOG_IN_WITH_GOOGLE,
  withdrawalSuccessful: 'Withdrawal Successful',
  notFound: NOT_FOUND,
  mentorNotFound: MENTOR_NOT_FOUND,
  mentorsUnavailable: MENTORS_UNAVAILABLE,
  mentorFullyBooked: MENTOR_FULLY_BOOKED,
} as const;

/** Below MIN_WITHDRAWAL_KOBO (₦100). */
export const BELOW_MIN_WITHDRAWAL = 'The smallest withdrawal is N 100';

/** "Cannot withdraw more than N {balance}" (N is the naira sign). */
export const cannotWithdrawMoreThan = (balanceNaira: string): string =>
  `Cannot withdraw more than N ${balanceNaira}`;

export const EMPTY_STATES = {
  searchNoMatch: "We couldn't find that resource. You can add a resource here manually",
  nothingPickedYet: "We haven't picked anything yet. You can add a resource here manually.",
  noResourceUnderFilters: 'No Resource found under these filters',
  noResourceFitsFilters: 'Sorry, we could not find a resource that fits those filters.',
  wishlistEmpty: 'Your wishlist is empty! Add a resource you would like to go through soon',
  noPreviousSession: 'No previous session',
  youHaveNoPreviousSession: 'You do not have a previous session',
  noUpcomingEvent: 'No Upcoming Event',
  noClaritySession: 'No Clarity Session yet!',
  noCurrentSection: 'No current Section',
  noPathway: 'No Pathway',
} as const;
