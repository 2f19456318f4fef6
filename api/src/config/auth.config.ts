import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, isProduction, readString } from './env-readers';

const DEVELOPMENT_JWT_SECRET = 'trail-development-secret-never-use-in-production';
const MIN_SECRET_LENGTH = 32;

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
  };
}

export type AuthConfig = ReturnType<typeof loadAuthConfig>;

export const authConfig = registerAs('auth', () => loadAuthConfig(process.env));
