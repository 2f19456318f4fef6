import { AGE_OF_MAJORITY, MINIMUM_AGE } from './ages.js';
import { TOO_YOUNG } from './messages/too-young.js';

export * from './messages/too-young.js';

/** How long the link mailed to a parent stays valid. */
export const PARENTAL_AGREEMENT_VALID_DAYS = 7;
/** How a parent's agreement was given, as the account records it. */
export const PARENTAL_AGREEMENT_METHOD = 'link e-mailed to the parent';

/**
 * What the API and the dashboard say about age and a parent's agreement, word for word. The sign-up page's one
 * string is also a module of its own (messages/too-young.ts), so the page does not download the others (decision 0066).
 */
export const PARENTAL_AGREEMENT_MESSAGES = {
  birthMonthInvalid: 'birthMonth must be your month and year of birth, as YYYY-MM',
  tooYoung: TOO_YOUNG,
  parentEmailNeeded: `You are under ${AGE_OF_MAJORITY}: please give the e-mail address of a parent or guardian, so they can agree to your account`,
  parentEmailIsYours: "Please give your parent's or guardian's e-mail address, not your own",
  googleBirthMonthNeeded:
    'To create a Trail account with Google, start from the sign-up page and give your month and year of birth first',
  awaiting:
    'Your parent or guardian has not agreed to your account yet: payments, mentoring sessions and a public profile open once they do',
  notAwaiting: 'Your account does not need a parent’s agreement',
  parentMailSent: 'We have e-mailed your parent or guardian a link to agree to your account.',
  linkInvalid: 'This link is invalid or has expired. Ask the learner to send a new one from their Trail account.',
  agreed: 'Thank you: you have agreed, and the account is fully open.',
  declined: 'You have declined: the account and everything in it will be erased.',
  tooYoungToKeep: `Trail is for people aged ${MINIMUM_AGE} and over, so we cannot keep your account`,
  birthMonthRecorded: 'Your month of birth is already recorded and cannot be changed',
  declinedSignIn: 'A parent or guardian declined this account, so it is being erased and can no longer sign in',
} as const;

/** What the parent is shown before agreeing: what Trail keeps about the learner and why. */
export const PARENTAL_AGREEMENT_KEEPS = [
  'their name, e-mail address and month and year of birth, to run the account',
  'the pages and resources they save, their to-dos, reminders, pathway progress and test results',
  'your e-mail address, and when you agreed, as the record of your agreement',
] as const;
