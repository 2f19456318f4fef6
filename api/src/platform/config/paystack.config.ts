import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, isLocalTrial, isProduction, readServiceUrl, readString } from './env-readers';

export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

/** The local stand-in's key (scripts/lib/local-paystack.mjs, compose.local-paystack.yaml): public, so anyone can sign webhooks with it. */
const PUBLISHED_KEY_PREFIX = 'sk_test_trail_';
const TEST_KEY_PREFIX = 'sk_test_';

function readTestMode(env: Env): boolean {
  const raw = readString(env, 'PAYSTACK_TEST_MODE');
  if (raw !== undefined && raw !== 'on' && raw !== 'off') throw new ConfigError(`PAYSTACK_TEST_MODE must be on or off, got "${raw}"`);
  return raw === 'on';
}

/**
 * Which keys production takes (decision 0078): a live key; a test key only with PAYSTACK_TEST_MODE=on
 * (a staging deployment); the published stand-in key only with LOCAL_TRIAL=on. Either switch refuses a
 * live key, so a test setting never sits beside real money.
 */
function keyProblem(env: Env, secretKey: string | undefined, testMode: boolean): string | undefined {
  const testKey = secretKey?.startsWith(TEST_KEY_PREFIX) ?? false;
  if (secretKey && !testKey && testMode) {
    return 'PAYSTACK_TEST_MODE=on takes a test key (sk_test_…), not a live one: remove PAYSTACK_TEST_MODE to take real money';
  }
  if (secretKey && !testKey && isLocalTrial(env) && isProduction(env)) {
    return 'LOCAL_TRIAL=on never takes real money: use a test key (sk_test_…) or the local stand-in';
  }
  if (!isProduction(env)) return undefined;
  if (!secretKey) return 'PAYSTACK_SECRET_KEY is required when NODE_ENV=production';
  if (isLocalTrial(env)) return undefined;
  if (secretKey.startsWith(PUBLISHED_KEY_PREFIX)) {
    return 'PAYSTACK_SECRET_KEY is the local stand-in\'s published key: anyone could sign webhooks with it; use your own key from the Paystack dashboard';
  }
  if (testKey && !testMode) {
    return 'PAYSTACK_SECRET_KEY is a test key (sk_test_…) and NODE_ENV=production: use the live key, or set PAYSTACK_TEST_MODE=on for a staging deployment';
  }
  return undefined;
}

export function loadPaystackConfig(env: Env) {
  const secretKey = readString(env, 'PAYSTACK_SECRET_KEY');
  const testMode = readTestMode(env);
  const problem = keyProblem(env, secretKey, testMode);
  if (problem) throw new ConfigError(problem);
  return {
    /** Unset (development only): payment routes answer 503; `npm start` points it at the local stand-in. */
    secretKey,
    baseUrl: readServiceUrl(env, 'PAYSTACK_BASE_URL', PAYSTACK_DEFAULT_BASE_URL),
    /** Banks change a few times a year; one fetch a day keeps GET /payments/getbanks off Paystack's rate limit. */
    bankListTtlMs: 24 * 60 * 60 * 1000,
  };
}

export type PaystackConfig = ReturnType<typeof loadPaystackConfig>;

export const paystackConfig = registerAs('paystack', () => loadPaystackConfig(process.env));
