/** Longest profile texts PUT /users/:id accepts, in characters (after trimming). */
export const PROFILE_LIMITS = {
  /** Job title: the spec shows it truncated at 120 characters, so it is never stored longer. */
  tag: 120,
  bio: 500,
  clarity: 500,
} as const;
