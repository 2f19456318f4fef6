import { Inject, Injectable } from '@nestjs/common';
import type * as OpenIdClient from 'openid-client';
import { appConfig, type AppConfig, googleConfig, type GoogleConfig } from '../../platform/config';

const REQUEST_TIMEOUT_SECONDS = 15;
const COULD_NOT_REACH = 'Google could not be reached. Please try again.';

/** What Trail keeps from a Google account (OpenID Connect userinfo claims). */
export interface GoogleProfile {
  googleId: string;
  email: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

export class GoogleNotConfiguredError extends Error {
  override readonly name = 'GoogleNotConfiguredError';
}

/** Google refused the code (expired, reused, wrong client) or answered something unexpected. */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
}

type Library = typeof OpenIdClient;

/**
 * The adapter for Google's OpenID Connect provider, through openid-client: discovery, the consent
 * URL, the authorization-code grant (PKCE, state, and the signed ID token checked against Google's
 * JWKS) and the userinfo lookup. The issuer comes from config (decision 0021).
 */
@Injectable()
export class GoogleOAuthClient {
  private provider?: Promise<{ lib: Library; config: OpenIdClient.Configuration }>;

  constructor(
    @Inject(googleConfig.KEY) private readonly config: GoogleConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.client);
  }

  /** `codeChallenge`: the PKCE S256 challenge of the verifier that must come with the code. */
  async consentUrl(state: string, codeChallenge: string): Promise<string> {
    const { lib, config } = await this.discover();
    return lib
      .buildAuthorizationUrl(config, {
        redirect_uri: this.redirectUri(),
        scope: 'openid email profile',
        prompt: 'select_account',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** `state` was already matched to the browser's flow; the library checks it again with the code. */
  async profileForCode(code: string, state: string, codeVerifier: string): Promise<GoogleProfile> {
    const { lib, config } = await this.discover();
    const callback = new URL(this.redirectUri());
    callback.search = new URLSearchParams({ code, state }).toString();
    const claims = await (async () => {
      const tokens = await lib.authorizationCodeGrant(config, callback, { pkceCodeVerifier: codeVerifier, expectedState: state });
      const idToken = tokens.claims();
      if (!idToken) throw new GoogleSignInError('Google sign-in failed: it was refused. Please try again.');
      return lib.fetchUserInfo(config, tokens.access_token, idToken.sub);
    })().catch((error: unknown) => {
      throw signInError(lib, error);
    });
    if (typeof claims.email !== 'string') throw new GoogleSignInError('Google did not share the account e-mail');
    return {
      googleId: claims.sub,
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified === true || (claims.email_verified as unknown) === 'true',
      firstName: optionalString(claims.given_name),
      lastName: optionalString(claims.family_name),
      picture: optionalString(claims.picture),
    };
  }

  /** openid-client is ESM-only and the API is CommonJS, so it is loaded on demand; discovery runs once, retried after a failure. */
  private discover(): Promise<{ lib: Library; config: OpenIdClient.Configuration }> {
    const { clientId, clientSecret } = this.client();
    this.provider ??= (async () => {
      const lib = await import('openid-client');
      const issuer = new URL(this.config.issuer);
      const config = await lib
        .discovery(issuer, clientId, undefined, lib.ClientSecretPost(clientSecret), {
          timeout: REQUEST_TIMEOUT_SECONDS,
          // Only the local stand-in and the tests' Google speak plain http.
          execute: issuer.protocol === 'http:' ? [lib.allowInsecureRequests] : [],
        })
        .catch(() => {
          throw new GoogleSignInError(COULD_NOT_REACH);
        });
      config.timeout = REQUEST_TIMEOUT_SECONDS;
      return { lib, config };
    })();
    this.provider.catch(() => (this.provider = undefined));
    return this.provider;
  }

  private client(): { clientId: string; clientSecret: string } {
    if (!this.config.client) throw new GoogleNotConfiguredError('Google sign-in is not configured');
    return this.config.client;
  }

  private redirectUri(): string {
    return this.config.redirectUri ?? `${this.app.dashboardUrl}/`;
  }
}

function signInError(lib: Library, error: unknown): GoogleSignInError {
  if (error instanceof GoogleSignInError) return error;
  // invalid_grant: the code expired, was used already, or belongs to another client or redirect.
  if (error instanceof lib.ResponseBodyError) {
    const reason = error.error === 'invalid_grant' ? 'the sign-in code is invalid or has expired' : 'it was refused';
    return new GoogleSignInError(`Google sign-in failed: ${reason}. Please try again.`);
  }
  // A timeout or a network failure, as opposed to an answer the library could not accept.
  if (error instanceof lib.ClientError || error instanceof lib.AuthorizationResponseError || error instanceof lib.WWWAuthenticateChallengeError) {
    return new GoogleSignInError('Google sign-in failed: it was refused. Please try again.');
  }
  return new GoogleSignInError(COULD_NOT_REACH);
}

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
