/** Longest profile texts PUT /users/:id accepts, in characters (after trimming). */
export const PROFILE_LIMITS = {
  /** Job title: the spec shows it truncated at 120 characters, so it is never stored longer. */
  tag: 120,
  bio: 500,
  clarity: 500,
  /** Usernames are 3 to 30 characters (`usernameError` in rules/username.ts says why one is refused). */
  username: 30,
} as const;
