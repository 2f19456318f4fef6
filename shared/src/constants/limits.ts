// Every page's first download reads a duration: the durations are a module of their own, so the dashboard's entry
// does not carry the limits below, which only signed-in views read (decision 0066).
export * from './durations.js';

/** Text limits of spec §9, in characters (an ellipsis, when added, counts towards the limit). */
export const TEXT_LIMITS = {
  cardTitle: 100,
  wishlistTitle: 70,
  todoTitle: 50,
  skillLabel: 17,
  meetingPurpose: 120,
  tag: 120,
  description: 100,
  name: 24,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** Home shows 3 items on screens wider than 600 px; other lists show 6 until expanded. */
export const LIST_SIZES = {
  homeWide: 3,
  other: 6,
  monthlySchedule: 3,
  topTasks: 3,
} as const;

export const BREAKPOINTS = {
  mobile: 600,
  landingMobile: 480,
  tour: 1200,
} as const;

export const TOUR = { firstStep: 0, lastStep: 17 } as const;

export const BANK_ACCOUNT_NUMBER_LENGTH = 10;

/** 5 MB: file answers and avatar uploads. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
