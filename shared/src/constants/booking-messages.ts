import { SLOT_JUST_TAKEN } from './messages/mentor-page.js';

/** Booking and meeting answers, shown as they are (issue 13). */
export const BOOKING_MESSAGES = {
  slotJustTaken: SLOT_JUST_TAKEN,
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
