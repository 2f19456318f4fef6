import { BREAKPOINTS, TOUR } from '@trail/shared';
import { SPOTLIGHT_STEPS, type SpotlightStep } from './tour-steps';

/** The tour needs room for its spotlights: only on screens wider than 1200 px. */
export const isWideEnoughForTour = (width: number): boolean => width > BREAKPOINTS.tour;

/** Offered by itself once: on a wide screen, to a learner who neither started nor skipped it before. */
export function shouldOfferTour({ width, started, skipped }: { width: number; started: boolean; skipped: boolean }) {
  return isWideEnoughForTour(width) && !started && !skipped;
}

export function spotlightFor(step: number): SpotlightStep | undefined {
  return step >= 1 && step <= SPOTLIGHT_STEPS.length ? SPOTLIGHT_STEPS[step - 1] : undefined;
}

export const nextStep = (step: number): number => Math.min(step + 1, TOUR.lastStep);
export const previousStep = (step: number): number => Math.max(step - 1, TOUR.firstStep);

/** Steps 11, 13 and 15 move on when the learner opens the view they point at. */
export function stepAfterVisiting(step: number, pathname: string): number {
  const spotlight = spotlightFor(step);
  return spotlight?.opensView === pathname ? nextStep(step) : step;
}
