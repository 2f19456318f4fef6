import { describe, expect, it } from 'vitest';
import { MENTORSHIP_TRACKS } from '../constants/learning.js';
import { trackSlug } from './track-slug.js';

describe('trackSlug', () => {
  it.each([
    ['Product Management', 'product-management'],
    ['Data Science', 'data-science'],
    ['Investment Banking', 'investment-banking'],
    ['  UI / UX Design ', 'ui-ux-design'],
  ])('%s → %s', (name, slug) => expect(trackSlug(name)).toBe(slug));

  it('gives the five footer tracks five different slugs', () => {
    expect(new Set(MENTORSHIP_TRACKS.map(trackSlug)).size).toBe(MENTORSHIP_TRACKS.length);
  });
});
