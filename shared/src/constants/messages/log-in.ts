/** Why the sign-in page opened, or how this account signs in. */
export const LOG_IN_WITH_GOOGLE = 'Log in with google';
export const LOGIN_FOR_PATHWAY = 'You need to be logged in to get a pathway';
export const LOGIN_FOR_BOOKING = 'You need to be logged in to book a session';
