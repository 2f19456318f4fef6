/** Why PUT /users/:id refuses a change (security review M3). */
export const PROFILE_MESSAGES = {
  /** 403: a phone or WhatsApp set on an unproven address could be someone else's, waiting for the owner. */
  verifyBeforePhone:
    'Please verify your e-mail address before adding a phone number or turning on WhatsApp reminders: use the link we e-mailed you, or ask for a new one in Settings',
  /** 403: WhatsApp messages go only to a number its owner proved with a code (security review L6, decision 0079). */
  verifyPhoneFirst: 'Verify your phone number with the code we send by WhatsApp before turning on WhatsApp reminders',
  /** 400: a code is asked for a saved number only. */
  phoneNeededForCode: 'Save your phone number first, then ask for a code',
  /** 409: nothing to prove again. */
  phoneAlreadyVerified: 'This phone number is already verified',
  /** 400: the code does not match the last one sent. */
  phoneCodeWrong: 'That code is not right. Check the latest WhatsApp message from Trail and try again',
  /** 400: no live code (never sent, expired, too many wrong tries, or the number changed since). */
  phoneCodeNeeded: 'Ask for a new code: the last one has expired or had too many wrong tries',
  /** 429: the codes an account or a number may receive are spent for now. */
  tooManyPhoneCodes: 'We have sent several codes already. Please look for them in WhatsApp, or wait and try again',
  /** 503: the WhatsApp Cloud API refused or could not be reached. */
  phoneCodeNotSent: 'We could not send the code by WhatsApp just now. Please try again in a few minutes',
} as const;

/** The code that proves a WhatsApp number (decision 0079). */
export const PHONE_CODE = {
  digits: 6,
  validMinutes: 10,
  /** Wrong codes before a new one is needed. */
  tries: 5,
} as const;

/** Longest profile texts PUT /users/:id accepts, in characters (after trimming). */
export const PROFILE_LIMITS = {
  /** Job title: the spec shows it truncated at 120 characters, so it is never stored longer. */
  tag: 120,
  bio: 500,
  clarity: 500,
  /** Usernames are 3 to 30 characters (`usernameError` in rules/username.ts says why one is refused). */
  username: 30,
} as const;
