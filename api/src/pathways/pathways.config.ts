import { registerAs } from '@nestjs/config';
import { DEFAULT_PATHWAY_PRICES_KOBO, PATHWAY_PLAN_DETAILS, PATHWAY_PLAN_IDS, type PathwayPlanId } from '@trail/shared';
import { ConfigError } from '../config/config-error';
import { type Env, readString } from '../config/env-readers';

function readKobo(env: Env, name: string, fallback: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const kobo = Number(raw);
  if (!Number.isSafeInteger(kobo) || kobo <= 0) throw new ConfigError(`${name} must be a whole number of kobo above 0, got "${raw}"`);
  return kobo;
}

/** PATHWAY_PRICE_BASIC_FULL_KOBO, PATHWAY_PRICE_BEST_VALUE_MONTHLY_KOBO, … */
const envName = (plan: PathwayPlanId, mode: 'full' | 'monthly') =>
  `PATHWAY_PRICE_${PATHWAY_PLAN_DETAILS[plan].name.toUpperCase().replace(/\s+/g, '_')}_${mode.toUpperCase()}_KOBO`;

export function loadPathwaysConfig(env: Env) {
  const prices = Object.fromEntries(
    PATHWAY_PLAN_IDS.map((plan) => [
      plan,
      {
        full: readKobo(env, envName(plan, 'full'), DEFAULT_PATHWAY_PRICES_KOBO[plan].full),
        monthly: readKobo(env, envName(plan, 'monthly'), DEFAULT_PATHWAY_PRICES_KOBO[plan].monthly),
      },
    ]),
  ) as Record<PathwayPlanId, { full: number; monthly: number }>;
  return { prices };
}

export type PathwaysConfig = ReturnType<typeof loadPathwaysConfig>;

export const pathwaysConfig = registerAs('pathways', () => loadPathwaysConfig(process.env));
