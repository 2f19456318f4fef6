import { DISPUTE_WINDOW_HOURS } from './prices.js';

/** Days between a deletion request and the erasure, unless the API is configured otherwise (ACCOUNT_DELETION_GRACE_DAYS). */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

/** What the API answers about account deletion, word for word, so the dashboard and the tests agree. */
export const ACCOUNT_DELETION_MESSAGES = {
  wrongPassword: 'That password is not right, so your account was not deleted',
  noPassword:
    'Your account signs in with Google and has no password yet: set one with "Forgot password" (the e-mailed link proves the address is yours), then confirm the deletion with it',
  balanceLeft: (naira: string) => `You still have N ${naira} to withdraw: withdraw it first, then delete your account`,
  pendingLeft: (naira: string) => `N ${naira} you earned from sessions is not withdrawable yet (${DISPUTE_WINDOW_HOURS} hours after each session): withdraw it once it is, then delete your account`,
  upcomingMeetings: (count: number) =>
    `You have ${count === 1 ? 'a mentoring session' : `${count} mentoring sessions`} still to come: cancel ${count === 1 ? 'it' : 'them'}, or wait until ${count === 1 ? 'it has' : 'they have'} taken place, then delete your account`,
  undecidedDispute:
    'A problem reported with one of your sessions is still being decided: wait for the decision (we e-mail you), then delete your account',
  payMonthly:
    'Pay Monthly is still on for a pathway: cancel it on the Pathway view, so your card is not charged again, then delete your account',
  beingErased: 'This account is being deleted and can no longer sign in',
  welcomeBack: 'Welcome back — your account will not be deleted',
} as const;

/** What the erasure removes and what the law makes Trail keep: Settings and the privacy page say the same. */
export const ACCOUNT_DELETION_ERASES = [
  'your profile, e-mail address, name, phone number, password and Google link',
  'your profile picture',
  'everything you saved, your wishlist, to-dos and reminders, and the record of reminders sent to you',
  'your pathway plans, progress, assessment answers and skill-test results',
  'your mentor application, profile, free times and mentoring sessions',
  'your bank details and your place on the mailing list',
] as const;

export const ACCOUNT_DELETION_KEEPS =
  'Payment, refund and withdrawal records (amounts, dates and references) are kept without your name, e-mail or bank details, for 6 years, as Nigerian tax and anti-money-laundering law requires.';
