import { ageGroup, type AgeGroup } from '@trail/shared';

// Apart from the fields themselves: the sign-in page's Google button asks for the age group, and should
// not download the sign-up form's selects to do so (decision 0066, amended).

/** "YYYY-MM" from the two selects, or '' until both are chosen. */
export const birthMonthOf = (year: string, month: string): string => (year && month ? `${year}-${month}` : '');

export const ageGroupOf = (birthMonth: string): AgeGroup | null => (birthMonth ? ageGroup(birthMonth, new Date()) : null);
