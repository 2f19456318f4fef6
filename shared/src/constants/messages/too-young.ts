import { MINIMUM_AGE } from '../ages.js';

/** Shown on the sign-up page as soon as the month of birth chosen is under the minimum age. */
export const TOO_YOUNG = `Trail is for people aged ${MINIMUM_AGE} and over, so we cannot create an account for you yet`;
