import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.js';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [20, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [15 * 86400, '2 weeks ago'],
    [70 * 86400, '2 months ago'],
    [800 * 86400, '2 years ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(timeAgo(ago(seconds), now)).toBe(text);
  });

  it('says nothing for a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
