import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  const week = { one: 'week', other: 'weeks' };

  it.each([
    [0, '0 weeks'],
    [1, '1 week'],
    [2, '2 weeks'],
    [21, '21 weeks'],
  ])('%d → %s', (count, text) => {
    expect(countOf(count, week)).toBe(text);
  });
});
