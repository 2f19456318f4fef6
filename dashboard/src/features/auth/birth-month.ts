import { ageGroup, type AgeGroup } from '@trail/shared';

// Apart from the fields themselves: the sign-up page asks for the age group to enable its Google button, and
// the sign-in page downloads none of this (decision 0066, amended).

/** "YYYY-MM" from the two selects, or '' until both are chosen. */
export const birthMonthOf = (year: string, month: string): string => (year && month ? `${year}-${month}` : '');

export const ageGroupOf = (birthMonth: string): AgeGroup | null => (birthMonth ? ageGroup(birthMonth, new Date()) : null);
