import { describe, expect, it } from 'vitest';
import { defaultCoverIndex, progressPercent, weeksLeft } from './progress.js';

describe('progressPercent', () => {
  it('rounds completed over total', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it('is 0 for an empty pathway', () => {
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('weeksLeft', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('rounds partial weeks up', () => {
    expect(weeksLeft(new Date('2026-11-30T12:00:00Z'), now)).toBe(2);
    expect(weeksLeft(new Date('2026-11-29T12:00:00Z'), now)).toBe(1);
  });
  it('never goes below zero once the due date has passed', () => {
    expect(weeksLeft(new Date('2026-11-01T12:00:00Z'), now)).toBe(0);
  });
});

describe('defaultCoverIndex', () => {
  it('is the list index plus one as two digits', () => {
    expect(defaultCoverIndex(0)).toBe('01');
    expect(defaultCoverIndex(8)).toBe('09');
    expect(defaultCoverIndex(11)).toBe('12');
  });
});
