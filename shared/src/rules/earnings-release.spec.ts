import { describe, expect, it } from 'vitest';
import { earningsReleaseAt } from './earnings-release.js';

describe('earningsReleaseAt', () => {
  it.each([
    ['2026-12-10T10:00:00.000Z', '2026-12-12T10:00:00.000Z'],
    ['2026-12-31T23:00:00.000Z', '2027-01-02T23:00:00.000Z'],
  ])('a session ending at %s pays out at %s: 48 hours later', (endsAt, releaseAt) => {
    expect(earningsReleaseAt(new Date(endsAt)).toISOString()).toBe(releaseAt);
  });
});
