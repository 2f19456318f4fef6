import { type GoogleClaims, type LocalGoogle, startLocalGoogle } from '../../../../scripts/lib/local-google.mjs';

export type { GoogleClaims };

export const TEST_GOOGLE_CLIENT_ID = 'trail-test-client.apps.googleusercontent.com';
export const TEST_GOOGLE_CLIENT_SECRET = 'trail-test-secret';

export type GoogleOAuthTestServer = LocalGoogle;

/**
 * The API's Google in tests: the same local provider `npm start` uses (scripts/lib/local-google.mjs),
 * which speaks OpenID Connect (discovery, JWKS, signed ID tokens) and checks the documented request
 * shapes of the token and userinfo endpoints.
 */
export function startGoogleOAuthTestServer(port = 0): Promise<GoogleOAuthTestServer> {
  return startLocalGoogle({ clientId: TEST_GOOGLE_CLIENT_ID, clientSecret: TEST_GOOGLE_CLIENT_SECRET, port });
}
