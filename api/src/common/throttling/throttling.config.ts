import { registerAs } from '@nestjs/config';
import { ConfigError } from '../../config/config-error';
import { type Env, readString } from '../../config/env-readers';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

const DEFAULT_PER_IP_PER_MINUTE = 10;
const DEFAULT_PER_EMAIL_PER_MINUTE = 5;

function readLimit(env: Env, name: string, fallback: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0) {
    throw new ConfigError(`${name} must be a whole number of attempts (0 turns the limit off), got "${raw}"`);
  }
  return limit;
}

/** Express's `trust proxy`: behind a load balancer the client IP comes from X-Forwarded-For. */
function readTrustProxy(env: Env): boolean | number | string {
  const raw = readString(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * Attempts per minute at sign-up, sign-in and forgot-password. Test runs sign up many users from
 * one address, so under NODE_ENV=test the limits are off unless a test sets them.
 */
export function loadThrottlingConfig(env: Env) {
  const testing = readString(env, 'NODE_ENV') === 'test';
  return {
    perIpPerMinute: readLimit(env, 'AUTH_RATE_LIMIT_PER_IP', testing ? 0 : DEFAULT_PER_IP_PER_MINUTE),
    perEmailPerMinute: readLimit(env, 'AUTH_RATE_LIMIT_PER_EMAIL', testing ? 0 : DEFAULT_PER_EMAIL_PER_MINUTE),
    trustProxy: readTrustProxy(env),
  };
}

export type ThrottlingConfig = ReturnType<typeof loadThrottlingConfig>;

export const throttlingConfig = registerAs('throttling', () => loadThrottlingConfig(process.env));
