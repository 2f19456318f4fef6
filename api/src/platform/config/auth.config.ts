import { createSecretKey, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, isProduction, readDataDir, readString } from './env-readers';

/** Once shipped in this repository as the development fallback: public, so never accepted. */
const PUBLISHED_SECRETS = ['trail-development-secret-never-use-in-production'];
const MIN_SECRET_LENGTH = 32;
const MIN_DISTINCT_CHARACTERS = 10;
const SECRET_FILE = 'jwt-secret';
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

const tooWeak = (secret: string): boolean =>
  secret.length < MIN_SECRET_LENGTH ||
  new Set(secret).size < MIN_DISTINCT_CHARACTERS ||
  PUBLISHED_SECRETS.includes(secret);

/** A random secret made on the first start and kept in the data folder, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

/**
 * JWT_SECRET, checked whatever NODE_ENV says: a real database (MONGODB_URI) needs a strong one.
 * Only the local embedded database runs without it, on a secret of its own in the data folder.
 */
export function loadAuthConfig(env: Env) {
  const secret = readString(env, 'JWT_SECRET');
  if (secret && tooWeak(secret)) {
    throw new ConfigError(
      `JWT_SECRET is too weak: use at least ${MIN_SECRET_LENGTH} random characters (e.g. openssl rand -base64 48)`,
    );
  }
  if (!secret && readString(env, 'MONGODB_URI')) {
    throw new ConfigError('JWT_SECRET is required when MONGODB_URI is set (e.g. openssl rand -base64 48)');
  }
  if (!secret && isProduction(env)) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  const jwtSecret = secret ?? localSecret(readDataDir(env));
  return {
    jwtSecret,
    /**
     * The secret as a key object, made once, to sign and check sessions: given a string, jsonwebtoken
     * first tries (and fails) to read it as a PEM public key each time (28 → 7 µs a check).
     */
    sessionKey: createSecretKey(Buffer.from(jwtSecret)),
    jwtExpiresInDays: 30,
    /** Bound on how long a revoked token may still pass on another instance when change streams are unavailable. */
    tokenVersionCacheMs: readCacheMs(env),
  };
}

export type AuthConfig = ReturnType<typeof loadAuthConfig>;

export const authConfig = registerAs('auth', () => loadAuthConfig(process.env));
