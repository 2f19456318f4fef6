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

/** Where local data lives (the embedded database, the outbox, the local JWT secret): DATA_DIR or .data. */
export const readDataDir = (env: Env): string =>
  resolve(readString(env, 'DATA_DIR') ?? resolve(__dirname, '../../../.data'));
