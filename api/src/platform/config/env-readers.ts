import { resolve } from 'node:path';
import { ConfigError } from './config-error';

export type Env = Record<string, string | undefined>;

export function readString(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function readPort(env: Env, name: string, fallback: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

export function readUrl(env: Env, name: string, fallback: string): string {
  const raw = readString(env, name) ?? fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
}

export function readList(env: Env, name: string): string[] {
  return (readString(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const isProduction = (env: Env): boolean => readString(env, 'NODE_ENV') === 'production';

/**
 * LOCAL_TRIAL=on: a production build tried on one machine (compose.local.yaml), which may use localhost
 * addresses, the mail catcher and the local stand-ins (decision 0078). The app config names a bad value.
 */
export const isLocalTrial = (env: Env): boolean => readString(env, 'LOCAL_TRIAL') === 'on';

const LOOPBACK_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i;

/** Only this machine can reach it: nobody else can follow a link to it. */
export const isLoopbackUrl = (url: string): boolean => LOOPBACK_HOSTS.test(new URL(url).hostname);

/**
 * An address people reach Trail at (links in e-mails, CORS): the development fallback only outside
 * production, and never a localhost address in production unless LOCAL_TRIAL=on.
 */
export function readPublicUrl(env: Env, name: string, developmentFallback: string, example: string): string {
  if (!isProduction(env)) return readUrl(env, name, developmentFallback);
  if (!readString(env, name)) {
    throw new ConfigError(`${name} is required when NODE_ENV=production (the public address people reach it at, e.g. ${example})`);
  }
  const url = readUrl(env, name, '');
  if (isLoopbackUrl(url) && !isLocalTrial(env)) {
    throw new ConfigError(`${name} must not be a localhost address when NODE_ENV=production, got "${url}" (LOCAL_TRIAL=on allows it on a machine of your own)`);
  }
  return url;
}

/**
 * An outside service's address (Paystack, Google, WhatsApp…): in production it is the real service,
 * over https, never a local stand-in (they speak plain http) unless LOCAL_TRIAL=on.
 */
export function readServiceUrl(env: Env, name: string, fallback: string): string {
  const url = readUrl(env, name, fallback);
  if (!isProduction(env) || isLocalTrial(env)) return url;
  if (new URL(url).protocol !== 'https:' || isLoopbackUrl(url)) {
    throw new ConfigError(
      `${name} must be the real service's https address when NODE_ENV=production, got "${url}" (a local stand-in? LOCAL_TRIAL=on allows it on a machine of your own)`,
    );
  }
  return url;
}

/** Where local data lives (the embedded database, the outbox, the local JWT secret): DATA_DIR or .data. */
export const readDataDir = (env: Env): string =>
  resolve(readString(env, 'DATA_DIR') ?? resolve(__dirname, '../../../../.data'));
