import { describe, expect, it } from 'vitest';
import { activityBarHeight, startOfWeek, weeklyActivityBars } from './weekly-activity.js';

// 22 November 2026 is a Sunday; local-time constructors keep the tests independent of TZ.
const sunday = new Date(2026, 10, 22, 9, 30);
const wednesday = new Date(2026, 10, 25, 18, 0);
const saturday = new Date(2026, 10, 28, 23, 59);

describe('startOfWeek', () => {
  it('starts the week on Sunday at midnight', () => {
    expect(startOfWeek(wednesday)).toEqual(new Date(2026, 10, 22));
    expect(startOfWeek(sunday)).toEqual(new Date(2026, 10, 22));
    expect(startOfWeek(saturday)).toEqual(new Date(2026, 10, 22));
  });
});

describe('activityBarHeight', () => {
  it('gives 10 per resource, capped at 100', () => {
    expect(activityBarHeight(0)).toBe(0);
    expect(activityBarHeight(3)).toBe(30);
    expect(activityBarHeight(10)).toBe(100);
    expect(activityBarHeight(14)).toBe(100);
  });
});

describe('weeklyActivityBars', () => {
  it('counts resources per weekday, Sunday first', () => {
    const bars = weeklyActivityBars([sunday, wednesday, wednesday, saturday], wednesday);
    expect(bars).toEqual([10, 0, 0, 20, 0, 0, 10]);
  });

  it('ignores resources from other weeks', () => {
    const lastSaturday = new Date(2026, 10, 21, 23, 0);
    const nextSunday = new Date(2026, 10, 29, 0, 1);
    expect(weeklyActivityBars([lastSaturday, nextSunday], wednesday)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
