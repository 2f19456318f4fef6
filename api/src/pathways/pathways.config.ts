import { registerAs } from '@nestjs/config';
import { DEFAULT_PATHWAY_PRICES_KOBO as DEFAULTS } from '@trail/shared';
import { ConfigError, type Env, readString } from '../platform/config';

function readKobo(env: Env, name: string, fallback: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const kobo = Number(raw);
  if (!Number.isSafeInteger(kobo) || kobo <= 0) throw new ConfigError(`${name} must be a whole number of kobo above 0, got "${raw}"`);
  return kobo;
}

/** Plan prices in kobo (decision 0043): each plan in full or per month, defaults in shared. */
export function loadPathwaysConfig(env: Env) {
  return {
    prices: {
      1: {
        full: readKobo(env, 'PATHWAY_PRICE_BASIC_FULL_KOBO', DEFAULTS[1].full),
        monthly: readKobo(env, 'PATHWAY_PRICE_BASIC_MONTHLY_KOBO', DEFAULTS[1].monthly),
      },
      2: {
        full: readKobo(env, 'PATHWAY_PRICE_PREMIUM_FULL_KOBO', DEFAULTS[2].full),
        monthly: readKobo(env, 'PATHWAY_PRICE_PREMIUM_MONTHLY_KOBO', DEFAULTS[2].monthly),
      },
      3: {
        full: readKobo(env, 'PATHWAY_PRICE_BEST_VALUE_FULL_KOBO', DEFAULTS[3].full),
        monthly: readKobo(env, 'PATHWAY_PRICE_BEST_VALUE_MONTHLY_KOBO', DEFAULTS[3].monthly),
      },
    },
  };
}

export type PathwaysConfig = ReturnType<typeof loadPathwaysConfig>;

export const pathwaysConfig = registerAs('pathways', () => loadPathwaysConfig(process.env));
