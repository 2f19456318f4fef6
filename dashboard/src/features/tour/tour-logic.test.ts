import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, shouldOfferTour, spotlightFor, stepAfterVisiting } from './tour-logic';
import { SPOTLIGHT_STEPS } from './tour-steps';

describe('tour rules', () => {
  it('has 16 spotlight steps between the welcome (0) and the closing popup (17)', () => {
    expect(SPOTLIGHT_STEPS).toHaveLength(16);
    expect(spotlightFor(0)).toBeUndefined();
    expect(spotlightFor(1)?.anchor).toBe('greeting');
    expect(spotlightFor(16)?.anchor).toBe('settings-form');
    expect(spotlightFor(17)).toBeUndefined();
    expect(nextStep(17)).toBe(17);
    expect(previousStep(0)).toBe(0);
  });

  it.each([
    [1280, false, false, true],
    [1201, false, false, true],
    [1200, false, false, false],
    [1024, false, false, false],
    [1280, true, false, false],
    [1280, false, true, false],
  ])('at %i px (started %s, skipped %s) offers the tour: %s', (width, started, skipped, offered) => {
    expect(shouldOfferTour({ width, started, skipped })).toBe(offered);
  });

  it.each([
    [11, '/history', 12],
    [13, '/wishlist', 14],
    [15, '/settings', 16],
  ])('step %i advances when the learner opens %s', (step, path, after) => {
    expect(stepAfterVisiting(step, path)).toBe(after);
  });

  it('other steps stay where they are when a view opens', () => {
    expect(stepAfterVisiting(10, '/history')).toBe(10);
    expect(stepAfterVisiting(12, '/history')).toBe(12);
    expect(stepAfterVisiting(11, '/wishlist')).toBe(11);
  });
});
