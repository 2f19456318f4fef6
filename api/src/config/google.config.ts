import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, readString, readUrl } from './env-readers';

export function loadGoogleConfig(env: Env) {
  const clientId = readString(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = readString(env, 'GOOGLE_CLIENT_SECRET');
  if (clientId && !clientSecret) throw new ConfigError('GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID');
  return {
    /** Unset: Google sign-in answers 503. */
    client: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    /** Unset: the dashboard's home page, which finishes the sign-in. */
    redirectUri: readString(env, 'GOOGLE_REDIRECT_URI'),
    authorizationUrl: readUrl(env, 'GOOGLE_AUTH_URL', 'https://accounts.google.com/o/oauth2/v2/auth'),
    tokenUrl: readUrl(env, 'GOOGLE_TOKEN_URL', 'https://oauth2.googleapis.com/token'),
    userinfoUrl: readUrl(env, 'GOOGLE_USERINFO_URL', 'https://openidconnect.googleapis.com/v1/userinfo'),
  };
}

export type GoogleConfig = ReturnType<typeof loadGoogleConfig>;

export const googleConfig = registerAs('google', () => loadGoogleConfig(process.env));
