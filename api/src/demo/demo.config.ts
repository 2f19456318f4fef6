import { registerAs } from '@nestjs/config';
import { ConfigError } from '../config/config-error';
import { type Env, isProduction, readString } from '../config/env-readers';

export function loadDemoConfig(env: Env) {
  const enabled = readString(env, 'DEMO_DATA') === 'true';
  if (enabled && isProduction(env)) throw new ConfigError('DEMO_DATA must not be set when NODE_ENV=production');
  return { enabled };
}

export const demoConfig = registerAs('demo', () => loadDemoConfig(process.env));
