import { BOOKING_LIMITS } from './booking-limits.js';
import { BOOKING_HOLD_MINUTES } from './prices.js';
import { SLOT_JUST_TAKEN } from './messages/mentor-page.js';

const LAGOS_TIME = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

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
  tooManyHours: `You can book up to ${BOOKING_LIMITS.maxHoursPerBooking} hours at a time. Please untick some times.`,
  tooManyUnpaidHolds: `You already have ${BOOKING_LIMITS.maxUnpaidHolds} bookings waiting for payment. Pay for one, or wait until one is released (${BOOKING_HOLD_MINUTES} minutes after you chose its times), then try again.`,
  /** `until`: when the oldest of the counted lapses is a day old (holdLimitProblem). */
  holdsLapsed: (until: Date) =>
    `${BOOKING_LIMITS.lapsesBeforeWait} of your bookings were released unpaid in the last ${BOOKING_LIMITS.lapseWindowHours} hours, so you can hold times again from ${LAGOS_TIME.format(until)} (Lagos time).`,
  holdEnded: `These times were held for you for ${BOOKING_HOLD_MINUTES} minutes and are no longer held. Please choose your times again.`,
  alreadyPaid: 'You have already paid for these times',
  payStarting: 'Your payment is starting. Please wait a moment, then press Pay again.',
  noSuchBooking: 'No such booking',
} as const;
