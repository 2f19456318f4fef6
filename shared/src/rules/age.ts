import { AGE_OF_MAJORITY, MINIMUM_AGE } from '../constants/ages.js';

const BIRTH_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const OLDEST_AGE = 120;

export type AgeGroup = 'too-young' | 'needs-parent' | 'adult';

/**
 * Whole years since a birth month ("YYYY-MM"), counting the birthday as reached only once its month
 * is over: without the day, the learner is never taken for older than they may be.
 */
export function ageInYears(birthMonth: string, now: Date): number | null {
  const match = BIRTH_MONTH.exec(birthMonth);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  if (year > nowYear || (year === nowYear && month > nowMonth)) return null;
  const age = nowYear - year - (nowMonth <= month ? 1 : 0);
  return age > OLDEST_AGE ? null : Math.max(age, 0);
}

/** Under 13: no account; 13 to 17: an account awaiting a parent's agreement; 18 and over: an adult. Null when invalid. */
export function ageGroup(birthMonth: string, now: Date): AgeGroup | null {
  const age = ageInYears(birthMonth, now);
  if (age === null) return null;
  if (age < MINIMUM_AGE) return 'too-young';
  return age < AGE_OF_MAJORITY ? 'needs-parent' : 'adult';
}
