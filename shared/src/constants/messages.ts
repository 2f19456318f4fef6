/** User-facing messages of spec §5 and §8, word for word (obvious typos fixed). */
export const MESSAGES = {
  invalidEmail: 'Please Enter a valid email address',
  emptyComment: 'Please type in a comment',
  emptyAmount: 'Please type in an amount',
  invalidAmount: 'Please type in a valid amount',
  fillInFields: 'Please fill in the fields',
  checkAccountNumber: 'Check your Account Number',
  checkBankName: 'Check your bank name',
  loginForPathway: 'You need to be logged in to get a pathway',
  loginForBooking: 'You need to be logged in to book a session',
  logInWithGoogle: 'Log in with google',
  withdrawalSuccessful: 'Withdrawal Successful',
  notFound: 'Error 404 You got the wrong page',
  mentorNotFound: 'Error 404, sorry you got the wrong page',
  mentorsUnavailable: 'Our mentors are currently unavailable ... check back later',
  mentorFullyBooked:
    'This mentor has been fully booked for the next two weeks, check back later or check out other mentors',
} as const;

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

/** Booking and meeting answers, shown as they are (issue 13). */
export const BOOKING_MESSAGES = {
  slotJustTaken: 'Someone has just booked one of these times. Please choose another time.',
  slotNotOffered: 'One of these times is no longer offered by this mentor. Please choose another time.',
  slotInPast: 'One of these times has already passed. Please choose another time.',
  ownSlot: 'You cannot book a session with yourself',
  noSlotChosen: 'Please choose at least one time',
  sameTimeTwice: 'You chose the same time twice',
  clarityNeeded: 'Please tell your mentor what you need clarity on',
  lateRefund: 'Your payment came after your hold on this time ended and someone else booked it, so we have refunded it.',
  commentTooEarly: 'You can comment on a session once it has started',
  notYourMeeting: 'This is not your session',
  meetingNotFound: 'No such session',
  alreadyCancelled: 'This session has been cancelled',
  cannotCancelStarted: 'This session has already started, so it cannot be cancelled.',
  unknownReferralCode: 'No one has this referral code: check it, or leave it empty',
  ownReferralCode: 'You cannot use your own referral code',
  mentorLeaving: 'This mentor is leaving Trail and takes no new bookings. Please choose another mentor.',
} as const;

/** Pathway plans and access (issue 14). */
export const PATHWAY_MESSAGES = {
  needsPlan: 'Get a plan to open this pathway',
  alreadyHave: 'You already have this pathway',
  noPlan: 'Please choose a plan',
  noMonthlyPlan: 'You have no Pay Monthly subscription on this pathway to cancel',
  noCardToUpdate: 'You have no Pay Monthly subscription on this pathway whose card can be changed',
  duplicateRefunded: 'You already had this pathway, so we have refunded this payment.',
} as const;
