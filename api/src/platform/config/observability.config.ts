import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, isProduction, readString } from './env-readers';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MIN_METRICS_TOKEN_LENGTH = 16;

function readChoice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = readString(env, name) ?? fallback;
  if (!choices.includes(raw as T)) throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return raw as T;
}

function readMetricsToken(env: Env, enabled: boolean): string | undefined {
  const token = readString(env, 'METRICS_TOKEN');
  if (!enabled) return undefined;
  if (!token) throw new ConfigError('METRICS_TOKEN is required when METRICS_ENABLED=true (e.g. openssl rand -hex 24)');
  if (token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  }
  return token;
}

export function loadObservabilityConfig(env: Env) {
  const test = readString(env, 'NODE_ENV') === 'test';
  const metricsEnabled = readChoice(env, 'METRICS_ENABLED', ['true', 'false'], 'false') === 'true';
  return {
    /** Tests stay quiet unless something goes wrong; LOG_LEVEL=info shows their request lines. */
    level: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, test ? 'warn' : 'info'),
    /** One JSON object a line for a log collector in production; short lines for people elsewhere. */
    format: readChoice(env, 'LOG_FORMAT', ['json', 'text'], isProduction(env) ? 'json' : 'text'),
    metricsEnabled,
    metricsToken: readMetricsToken(env, metricsEnabled),
  };
}

export type ObservabilityConfig = ReturnType<typeof loadObservabilityConfig>;

export const observabilityConfig = registerAs('observability', () => loadObservabilityConfig(process.env));
