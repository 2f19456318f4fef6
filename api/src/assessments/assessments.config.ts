import { registerAs } from '@nestjs/config';
import { ConfigError, type Env, readString } from '../platform/config';

export const DEFAULT_ASSESSMENT_MAX_ATTEMPTS = 3;
/** 8 submissions of at most 25 MB each: 200 MB of buffered files at worst, on an instance of 1 GB. */
export const DEFAULT_ANSWER_UPLOADS_AT_ONCE = 8;

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of 1 or more, got "${raw}"`);
  return value;
}

/**
 * How many times a learner may submit one section's assessment, re-takes included (decision 0051), and how
 * many submissions with files one instance reads at once (security review L12).
 */
export function loadAssessmentsConfig(env: Env) {
  return {
    maxAttempts: wholeNumber(env, 'ASSESSMENT_MAX_ATTEMPTS', DEFAULT_ASSESSMENT_MAX_ATTEMPTS),
    uploadsAtOnce: wholeNumber(env, 'ANSWER_UPLOADS_AT_ONCE', DEFAULT_ANSWER_UPLOADS_AT_ONCE),
  };
}

export type AssessmentsConfig = ReturnType<typeof loadAssessmentsConfig>;

export const assessmentsConfig = registerAs('assessments', () => loadAssessmentsConfig(process.env));
