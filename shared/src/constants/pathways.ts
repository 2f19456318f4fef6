import type { PathwayPace, PathwayPlanId } from '../types/pathway.js';

/**
 * Default plan prices in kobo, per plan: the whole pathway at once, or per month. The API reads its
 * prices from config (PATHWAY_PRICE_<PLAN>_<FULL|MONTHLY>_KOBO) and falls back to these.
 */
export const DEFAULT_PATHWAY_PRICES_KOBO: Record<PathwayPlanId, { full: number; monthly: number }> = {
  1: { full: 15_000_00, monthly: 5_000_00 },
  2: { full: 45_000_00, monthly: 15_000_00 },
  3: { full: 90_000_00, monthly: 30_000_00 },
};

/** The plan cards' names and what each adds; each plan includes everything of the one before. */
export const PATHWAY_PLAN_DETAILS: Record<PathwayPlanId, { name: string; features: readonly string[] }> = {
  1: {
    name: 'Basic',
    features: ['Every section and its readings and videos', 'Section assessments, marked on the spot', 'Progress, due dates and the Trail assistant pace'],
  },
  2: {
    name: 'Premium',
    features: ['Everything in Basic', 'A mentor reviews your open-ended answers', 'One one-hour mentor session a month'],
  },
  3: {
    name: 'Best Value',
    features: ['Everything in Premium', 'Two one-hour mentor sessions a month', 'A mentor review of your portfolio case study'],
  },
};

export const PATHWAY_PLAN_IDS: readonly PathwayPlanId[] = [1, 2, 3];

export const PATHWAY_PACES: readonly PathwayPace[] = ['slow', 'regular', 'intense'];

/** How each pace scales the days to every due date: slow takes half as long again, intense a quarter less. */
export const PACE_FACTORS: Record<PathwayPace, number> = { slow: 1.5, regular: 1, intense: 0.75 };
