import { describe, expect, it } from 'vitest';
import { cancellationTerms } from './cancellation-refund.js';

const start = new Date('2026-12-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('cancellationTerms', () => {
  it.each([
    ['mentee', 48, true, true, 'Cancel session (full refund)'],
    ['mentee', 24.01, true, true, 'Cancel session (full refund)'],
    ['mentee', 24, true, false, 'Cancel session (no refund)'],
    ['mentee', 1, true, false, 'Cancel session (no refund)'],
    ['mentor', 1, true, true, 'Cancel session (learner fully refunded)'],
    ['mentor', 100, true, true, 'Cancel session (learner fully refunded)'],
    ['mentee', 0, false, false, 'Cancel session'],
    ['mentor', -1, false, false, 'Cancel session'],
  ] as const)('%s cancelling %s h before: allowed %s, refund %s', (by, hours, allowed, fullRefund, label) => {
    const terms = cancellationTerms(by, start, hoursBefore(hours));
    expect(terms).toMatchObject({ allowed, fullRefund, label });
  });
});
