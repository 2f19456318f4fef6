import { registerAs } from '@nestjs/config';
import { ConfigError } from '../../config/config-error';
import { type Env, readString } from '../../config/env-readers';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const TOO_MANY_PARENT_MAILS_TO_ADDRESS =
  'Too many agreement requests went to this parent’s e-mail today. Please wait a day and try again.';
export const TOO_MANY_PARENT_MAILS_FROM_ACCOUNT =
  'You have asked a parent too many times today. Please wait a day and try again.';
export const TOO_MANY_FAILED_LOGINS =
  'Too many wrong passwords for this e-mail. Please wait a little and try again, or reset your password.';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Routes with a budget of their own on top of (instead of) the generous per-IP default. */
export const RATE_LIMIT_POLICIES = ['login', 'register', 'forgotPassword', 'mailingList', 'emailLink', 'passwordRecheck'] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

export interface Budget {
  /** 0 turns the budget off. */
  limit: number;
  windowMs: number;
}

function readLimit(env: Env, name: string, fallback: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0) {
    throw new ConfigError(`${name} must be a whole number of requests (0 turns the limit off), got "${raw}"`);
  }
  return limit;
}

/** How often an instance adds its every-route counts to the shared ones (rate-limit-tally.service.ts). */
function readSyncMs(env: Env): number {
  const raw = readString(env, 'RATE_LIMIT_SYNC_MS');
  if (raw === undefined) return 1000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 50 || ms > MINUTE_MS) {
    throw new ConfigError(`RATE_LIMIT_SYNC_MS must be a whole number of milliseconds from 50 to 60000, got "${raw}"`);
  }
  return ms;
}

/**
 * Budgets are generous per IP because Nigerian carriers put thousands of people behind one
 * address (decision 0024). Test runs sign up many users from one address, so under NODE_ENV=test
 * every limit is off unless a test sets it.
 */
export function loadThrottlingConfig(env: Env) {
  const off = readString(env, 'NODE_ENV') === 'test';
  const perIp = (limit: number): Budget => ({ limit, windowMs: MINUTE_MS });
  const authPerIp = perIp(readLimit(env, 'AUTH_RATE_LIMIT_PER_IP', off ? 0 : 120));
  const perEmail: Budget = { limit: readLimit(env, 'AUTH_RATE_LIMIT_PER_EMAIL', off ? 0 : 5), windowMs: HOUR_MS };
  const noEmailBudget: Budget = { limit: 0, windowMs: HOUR_MS };
  return {
    /** Every route, per client IP, per minute. */
    perIp: perIp(readLimit(env, 'RATE_LIMIT_PER_IP', off ? 0 : 1200)),
    /** The every-route budget is counted locally and shared this often (no database command per request). */
    syncMs: readSyncMs(env),
    policies: {
      login: { perIp: authPerIp, perEmail: noEmailBudget },
      register: { perIp: authPerIp, perEmail: noEmailBudget },
      forgotPassword: { perIp: authPerIp, perEmail },
      mailingList: { perIp: authPerIp, perEmail },
      /** Routes that take a token mailed in a link (reset password, verify e-mail) or mail one again. */
      emailLink: { perIp: authPerIp, perEmail: noEmailBudget },
      /** Routes that ask for the password again (bank details): a stolen session must not guess it. */
      passwordRecheck: { perIp: { limit: readLimit(env, 'PASSWORD_RECHECK_PER_IP', off ? 0 : 20), windowMs: HOUR_MS }, perEmail: noEmailBudget },
    } satisfies Record<RateLimitPolicy, { perIp: Budget; perEmail: Budget }>,
    /** Mails asking a parent's agreement (decision 0061): per parent address, and per learner's account, a day. */
    parentMail: {
      perRecipient: { limit: readLimit(env, 'PARENT_MAIL_PER_RECIPIENT', off ? 0 : 3), windowMs: DAY_MS } satisfies Budget,
      perAccount: { limit: readLimit(env, 'PARENT_MAIL_PER_ACCOUNT', off ? 0 : 5), windowMs: DAY_MS } satisfies Budget,
    },
    loginFailures: {
      /** Wrong passwords per (IP, e-mail) before each further try waits; 0 turns it off. */
      freeAttempts: readLimit(env, 'LOGIN_FAILURES_BEFORE_DELAY', off ? 0 : 5),
      firstDelayMs: 30_000,
      maxDelayMs: 15 * MINUTE_MS,
      forgetAfterMs: HOUR_MS,
    },
  };
}

export type ThrottlingConfig = ReturnType<typeof loadThrottlingConfig>;

export const throttlingConfig = registerAs('throttling', () => loadThrottlingConfig(process.env));
