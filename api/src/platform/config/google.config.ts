import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, readServiceUrl, readString } from './env-readers';

export function loadGoogleConfig(env: Env) {
  const clientId = readString(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = readString(env, 'GOOGLE_CLIENT_SECRET');
  if (clientId && !clientSecret) throw new ConfigError('GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID');
  return {
    /** Unset: Google sign-in answers 503. */
    client: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    /** Unset: the dashboard's home page, which finishes the sign-in. */
    redirectUri: readString(env, 'GOOGLE_REDIRECT_URI'),
    /** Google's endpoints and signing keys come from this issuer's OpenID Connect discovery document. */
    issuer: readServiceUrl(env, 'GOOGLE_ISSUER', 'https://accounts.google.com'),
  };
}

export type GoogleConfig = ReturnType<typeof loadGoogleConfig>;

export const googleConfig = registerAs('google', () => loadGoogleConfig(process.env));
