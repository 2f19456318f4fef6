import { describe, expect, it } from 'vitest';
import { ageGroup, ageInYears } from './age.js';

const now = new Date('2026-11-26T12:00:00Z');

describe('ageInYears', () => {
  it.each([
    ['2013-10', 13],
    ['2013-11', 12], // the birthday may be later this month
    ['2013-12', 12],
    ['2008-10', 18],
    ['2008-11', 17],
    ['2026-11', 0],
  ])('%s is %i', (birthMonth, age) => expect(ageInYears(birthMonth, now)).toBe(age));

  it.each(['2026-12', '2013-13', '2013-00', '2013-1', '13-01', '', '2013-01-05', '1800-01'])('refuses %j', (value) =>
    expect(ageInYears(value, now)).toBeNull(),
  );
});

describe('ageGroup', () => {
  it.each([
    ['2013-11', 'too-young'],
    ['2013-10', 'needs-parent'],
    ['2008-11', 'needs-parent'],
    ['2008-10', 'adult'],
    ['1990-05', 'adult'],
  ])('%s → %s', (birthMonth, group) => expect(ageGroup(birthMonth, now)).toBe(group));
});
