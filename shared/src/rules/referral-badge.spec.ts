import { describe, expect, it } from 'vitest';
import { referralBadges } from './referral-badge.js';

const statuses = (count: number) => referralBadges(count).map((b) => b.status);

describe('referralBadges', () => {
  it('targets 25, 50 and 75 combined referrals', () => {
    expect(referralBadges(0).map((b) => b.target)).toEqual([25, 50, 75]);
  });

  it('starts every badge low', () => {
    expect(statuses(0)).toEqual(['low', 'low', 'low']);
  });

  it('moves the first badge through low, medium, almost and done at the thresholds', () => {
    expect(statuses(7)[0]).toBe('low');
    expect(statuses(8)[0]).toBe('medium');
    expect(statuses(15)[0]).toBe('medium');
    expect(statuses(16)[0]).toBe('almost');
    expect(statuses(24)[0]).toBe('almost');
    expect(statuses(25)[0]).toBe('done');
  });

  it('uses 16/32 for the second badge and 25/50 for the third', () => {
    expect(statuses(16)).toEqual(['almost', 'medium', 'low']);
    expect(statuses(32)).toEqual(['done', 'almost', 'medium']);
    expect(statuses(50)).toEqual(['done', 'done', 'almost']);
    expect(statuses(75)).toEqual(['done', 'done', 'done']);
  });

  it('keeps a badge done above its target and treats bad counts as zero', () => {
    expect(statuses(200)).toEqual(['done', 'done', 'done']);
    expect(statuses(-3)).toEqual(['low', 'low', 'low']);
  });
});
