import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, isProduction, readString } from './env-readers';

const DEVELOPMENT_JWT_SECRET = 'trail-development-secret-never-use-in-production';
const MIN_SECRET_LENGTH = 32;
/** How stale a cached token version may be when no change stream keeps it fresh (docs/decisions/0027). */
const TOKEN_VERSION_CACHE_MS = 5_000;
const TOKEN_VERSION_CACHE_MS_MAX = 60_000;

function readCacheMs(env: Env): number {
  const raw = readString(env, 'TOKEN_VERSION_CACHE_MS');
  if (raw === undefined) return TOKEN_VERSION_CACHE_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > TOKEN_VERSION_CACHE_MS_MAX) {
    throw new ConfigError(`TOKEN_VERSION_CACHE_MS must be a whole number of milliseconds from 0 to ${TOKEN_VERSION_CACHE_MS_MAX}, got "${raw}"`);
  }
  return ms;
}

export function loadAuthConfig(env: Env) {
  const secret = readString(env, 'JWT_SECRET');
  if (isProduction(env)) {
    if (!secret) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
    if (secret.length < MIN_SECRET_LENGTH || secret === DEVELOPMENT_JWT_SECRET) {
      throw new ConfigError(
        `JWT_SECRET is too weak: use at least ${MIN_SECRET_LENGTH} random characters (e.g. openssl rand -base64 48)`,
      );
    }
  }
  return {
    jwtSecret: secret ?? DEVELOPMENT_JWT_SECRET,
    jwtExpiresInDays: 30,
    /** Bound on how long a revoked token may still pass on another instance when change streams are unavailable. */
    tokenVersionCacheMs: readCacheMs(env),
  };
}

export type AuthConfig = ReturnType<typeof loadAuthConfig>;

export const authConfig = registerAs('auth', () => loadAuthConfig(process.env));
