/** Why PUT /users/:id refuses a change (security review M3). */
export const PROFILE_MESSAGES = {
  /** 403: a phone or WhatsApp set on an unproven address could be someone else's, waiting for the owner. */
  verifyBeforePhone:
    'Please verify your e-mail address before adding a phone number or turning on WhatsApp reminders: use the link we e-mailed you, or ask for a new one in Settings',
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
