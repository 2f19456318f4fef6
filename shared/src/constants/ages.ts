// A module of its own: the sign-up page's age rule needs these two numbers and nothing else of the limits.

/** The privacy policy's minimum age (spec §1). */
export const MINIMUM_AGE = 13;

/** NDPA 2023 s.31: a child is a person under 18; their data needs a parent's or guardian's consent. */
export const AGE_OF_MAJORITY = 18;
