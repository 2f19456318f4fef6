import { registerAs } from '@nestjs/config';
import { ConfigError, type Env, readString } from '../config';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const TOO_MANY_PARENT_MAILS_TO_ADDRESS =
  'Too many agreement requests went to this parent’s e-mail today. Please wait a day and try again.';
export const TOO_MANY_PARENT_MAILS_FROM_ACCOUNT =
  'You have asked a parent too many times today. Please wait a day and try again.';
export const TOO_MANY_FAILED_LOGINS =
  'Too many wrong passwords for this e-mail. Please wait a little and try again, or reset your password.';
export const LOGIN_PAUSED =
  'Signing in with a password is paused for this account after many wrong passwords. Reset your password (the link signs you in), or sign in with Google if your account uses it.';
export const TOO_MANY_ACCOUNT_LOOKUPS =
  'You have looked up many bank accounts today. Please check the number you have and try again tomorrow.';
export const TOO_MANY_VERIFICATION_MAILS =
  'We have sent several verification links already. Please look for them in your inbox (and spam folder), or wait and try again.';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Routes with a budget of their own instead of the generous every-route one. */
export const RATE_LIMIT_POLICIES = ['login', 'register', 'forgotPassword', 'mailingList', 'emailLink', 'passwordRecheck', 'accountLookup'] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

export interface PolicyBudgets {
  /** Per account on a signed-in route, per address (an IPv6 /64) on an anonymous one (decision 0076). */
  perCaller: Budget;
  perEmail: Budget;
  /** Count the e-mail budget per (address, e-mail), not per e-mail shared by everyone. */
  emailPerAddress?: boolean;
  /** The 429's words when the caller's budget is spent, if "wait a minute" would mislead. */
  message?: string;
}

/** A budget per hour and one per day, as for mails a person can ask Trail to send again. */
export interface MailBudgets {
  hourly: Budget;
  daily: Budget;
}

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
 * address (decision 0024), and signed-in routes count per account instead (decision 0076). Test
 * runs sign up many users from one address, so under NODE_ENV=test every limit is off unless a test sets it.
 */
export function loadThrottlingConfig(env: Env) {
  const off = readString(env, 'NODE_ENV') === 'test';
  const perMinute = (limit: number): Budget => ({ limit, windowMs: MINUTE_MS });
  const authPerIp = perMinute(readLimit(env, 'AUTH_RATE_LIMIT_PER_IP', off ? 0 : 120));
  const perEmail: Budget = { limit: readLimit(env, 'AUTH_RATE_LIMIT_PER_EMAIL', off ? 0 : 5), windowMs: HOUR_MS };
  const noEmailBudget: Budget = { limit: 0, windowMs: HOUR_MS };
  const mailBudgets = (hourly: number, daily: number): MailBudgets => ({
    hourly: { limit: hourly, windowMs: HOUR_MS },
    daily: { limit: daily, windowMs: DAY_MS },
  });
  const policies: Record<RateLimitPolicy, PolicyBudgets> = {
    login: { perCaller: authPerIp, perEmail: noEmailBudget },
    register: { perCaller: authPerIp, perEmail: noEmailBudget },
    /** Per (address, e-mail): a stranger spending one e-mail's budget must not block its owner's reset (review L11). */
    forgotPassword: { perCaller: authPerIp, perEmail, emailPerAddress: true },
    mailingList: { perCaller: authPerIp, perEmail },
    /** Routes that take a token mailed in a link (reset password, verify e-mail) or mail one again. */
    emailLink: { perCaller: authPerIp, perEmail: noEmailBudget },
    /** Routes that ask for the password again (bank details): a stolen session must not guess it, from any address. */
    passwordRecheck: { perCaller: { limit: readLimit(env, 'PASSWORD_RECHECK_PER_IP', off ? 0 : 20), windowMs: HOUR_MS }, perEmail: noEmailBudget },
    /** Account number → holder's name (review L15): a mentor setting up needs a few, an oracle needs thousands (decision 0077). */
    accountLookup: {
      perCaller: { limit: readLimit(env, 'ACCOUNT_LOOKUPS_PER_DAY', off ? 0 : 20), windowMs: DAY_MS },
      perEmail: noEmailBudget,
      message: TOO_MANY_ACCOUNT_LOOKUPS,
    },
  };
  return {
    /** Every route, per client address (an IPv6 /64), per minute, for requests without a session Trail signed. */
    perIp: perMinute(readLimit(env, 'RATE_LIMIT_PER_IP', off ? 0 : 1200)),
    /** Every route, per account (the verified token's subject), per minute, for requests with one (decision 0076). */
    perAccount: perMinute(readLimit(env, 'RATE_LIMIT_PER_ACCOUNT', off ? 0 : 300)),
    /** The every-route budget is counted locally and shared this often (no database command per request). */
    syncMs: readSyncMs(env),
    policies,
    /** Mails asking a parent's agreement (decision 0061): per parent address, and per learner's account, a day. */
    parentMail: {
      perRecipient: { limit: readLimit(env, 'PARENT_MAIL_PER_RECIPIENT', off ? 0 : 3), windowMs: DAY_MS } satisfies Budget,
      perAccount: { limit: readLimit(env, 'PARENT_MAIL_PER_ACCOUNT', off ? 0 : 5), windowMs: DAY_MS } satisfies Budget,
    },
    /** Verification links asked for again (review M6): per account and per recipient, each an hour and a day. */
    verificationMail: mailBudgets(
      readLimit(env, 'VERIFICATION_MAIL_PER_HOUR', off ? 0 : 3),
      readLimit(env, 'VERIFICATION_MAIL_PER_DAY', off ? 0 : 10),
    ),
    /** Codes proving a WhatsApp number (review L6, decision 0079): per account and per number, an hour and a day. */
    phoneCode: mailBudgets(readLimit(env, 'PHONE_CODES_PER_HOUR', off ? 0 : 3), readLimit(env, 'PHONE_CODES_PER_DAY', off ? 0 : 10)),
    loginFailures: {
      /** Wrong passwords per (address, e-mail) before each further try waits; 0 turns it off. */
      freeAttempts: readLimit(env, 'LOGIN_FAILURES_BEFORE_DELAY', off ? 0 : 5),
      firstDelayMs: 30_000,
      maxDelayMs: 15 * MINUTE_MS,
      forgetAfterMs: HOUR_MS,
      /**
       * Wrong passwords per e-mail from any addresses, in a day from the first, before password sign-in for
       * it pauses until that day ends; a password reset lifts it (decision 0076). 0 turns it off.
       */
      perAccount: { limit: readLimit(env, 'LOGIN_FAILURES_PER_ACCOUNT', off ? 0 : 20), windowMs: DAY_MS } satisfies Budget,
    },
  };
}

export type ThrottlingConfig = ReturnType<typeof loadThrottlingConfig>;

export const throttlingConfig = registerAs('throttling', () => loadThrottlingConfig(process.env));
