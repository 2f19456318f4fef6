import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, isProduction, readString, readUrl } from './env-readers';

export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

export function loadPaystackConfig(env: Env) {
  const secretKey = readString(env, 'PAYSTACK_SECRET_KEY');
  if (isProduction(env) && !secretKey) {
    throw new ConfigError('PAYSTACK_SECRET_KEY is required when NODE_ENV=production');
  }
  return {
    /** Unset (development only): payment routes answer 503; `npm start` points it at the local stand-in. */
    secretKey,
    baseUrl: readUrl(env, 'PAYSTACK_BASE_URL', PAYSTACK_DEFAULT_BASE_URL),
    /** Banks change a few times a year; one fetch a day keeps GET /payments/getbanks off Paystack's rate limit. */
    bankListTtlMs: 24 * 60 * 60 * 1000,
  };
}

export type PaystackConfig = ReturnType<typeof loadPaystackConfig>;

export const paystackConfig = registerAs('paystack', () => loadPaystackConfig(process.env));
