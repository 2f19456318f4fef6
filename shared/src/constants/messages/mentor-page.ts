/** A mentor's page (`/{username}`). */
export const MENTOR_NOT_FOUND = 'Error 404, sorry you got the wrong page';
export const MENTOR_FULLY_BOOKED =
  'This mentor has been fully booked for the next two weeks, check back later or check out other mentors';
export const LOGIN_FOR_BOOKING = 'You need to be logged in to book a session';
export const SLOT_JUST_TAKEN = 'Someone has just booked one of these times. Please choose another time.';
