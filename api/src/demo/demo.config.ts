import { registerAs } from '@nestjs/config';
import { ConfigError, type Env, isProduction, readList, readString } from '../platform/config';
import { DEMO_LEARNER, DEMO_MENTOR } from './demo-data';

export function loadDemoConfig(env: Env) {
  const enabled = readString(env, 'DEMO_DATA') === 'true';
  if (enabled && isProduction(env)) throw new ConfigError('DEMO_DATA must not be set when NODE_ENV=production');
  const accountEmails = readList(env, 'DEMO_ACCOUNT_EMAILS').map((email) => email.toLowerCase());
  return {
    enabled,
    /** Shared accounts that may only read, whether seeded here or made by hand on a live host. */
    accountEmails: accountEmails.length ? accountEmails : [DEMO_LEARNER.email, DEMO_MENTOR.email],
  };
}

export const demoConfig = registerAs('demo', () => loadDemoConfig(process.env));
