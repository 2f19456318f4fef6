import { registerAs } from '@nestjs/config';
import { ConfigError } from '../config/config-error';
import { type Env, readString } from '../config/env-readers';

export const DEFAULT_ASSESSMENT_MAX_ATTEMPTS = 3;

/** How many times a learner may submit one section's assessment, re-takes included (decision 0051). */
export function loadAssessmentsConfig(env: Env) {
  const raw = readString(env, 'ASSESSMENT_MAX_ATTEMPTS');
  if (raw === undefined) return { maxAttempts: DEFAULT_ASSESSMENT_MAX_ATTEMPTS };
  const maxAttempts = Number(raw);
  if (!Number.isSafeInteger(maxAttempts) || maxAttempts < 1) throw new ConfigError(`ASSESSMENT_MAX_ATTEMPTS must be a whole number of 1 or more, got "${raw}"`);
  return { maxAttempts };
}

export type AssessmentsConfig = ReturnType<typeof loadAssessmentsConfig>;

export const assessmentsConfig = registerAs('assessments', () => loadAssessmentsConfig(process.env));
