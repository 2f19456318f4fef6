export interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
  /** Set only to make an ID token meant for another client or from another issuer. */
  aud?: string;
  iss?: string;
}

export interface LocalGoogle {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Everything the API needs to use this provider as its Google. */
  env: {
    GOOGLE_CLIENT_ID: string;
    GOOGLE_CLIENT_SECRET: string;
    /** Its discovery document is at `${GOOGLE_ISSUER}/.well-known/openid-configuration`. */
    GOOGLE_ISSUER: string;
  };
  /** The consent page (Google's account chooser). */
  authorizationUrl: string;
  /** What the consent page does on Continue: a one-time code for this account, bound to `redirectUri`. */
  issueCode(claims: GoogleClaims, redirectUri: string, codeChallenge?: string, nonce?: string): string;
  close(): Promise<void>;
}

export const LOCAL_GOOGLE_CLIENT_ID: string;
export const LOCAL_GOOGLE_CLIENT_SECRET: string;
export const DEFAULT_LOCAL_ACCOUNT: { name: string; email: string };
export function startLocalGoogle(options?: { clientId?: string; clientSecret?: string; port?: number }): Promise<LocalGoogle>;
