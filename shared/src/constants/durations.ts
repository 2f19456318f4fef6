const HOUR_MS = 3_600_000;

/** How long things last or wait, in milliseconds. */
export const DURATIONS_MS = {
  demoSession: HOUR_MS,
  skillsCache: HOUR_MS,
  reminderReload: 500,
  landingCarousel: 5_000,
  landingSteps: 4_000,
  reviewCarousel: 10_000,
  reviewScroll: 1_000,
} as const;
