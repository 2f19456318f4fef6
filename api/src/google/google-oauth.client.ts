import { Inject, Injectable } from '@nestjs/common';
import { appConfig, type AppConfig } from '../config/app.config';
import { googleConfig, type GoogleConfig } from '../config/google.config';

const REQUEST_TIMEOUT_MS = 15_000;

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

/**
 * The adapter for Google's documented OAuth 2.0 / OpenID Connect endpoints: the consent
 * URL, the authorization-code exchange and the userinfo lookup. Base URLs come from config.
 */
@Injectable()
export class GoogleOAuthClient {
  constructor(
    @Inject(googleConfig.KEY) private readonly config: GoogleConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.client);
  }

  /** `codeChallenge`: the PKCE S256 challenge of the verifier that must come with the code. */
  consentUrl(state: string, codeChallenge: string): string {
    const url = new URL(this.config.authorizationUrl);
    url.search = new URLSearchParams({
      client_id: this.client().clientId,
      redirect_uri: this.redirectUri(),
      response_type: 'code',
      scope: 'openid email profile',
      prompt: 'select_account',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async profileForCode(code: string, codeVerifier: string): Promise<GoogleProfile> {
    const { clientId, clientSecret } = this.client();
    const tokens = await this.postForm(this.config.tokenUrl, {
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: this.redirectUri(),
      code_verifier: codeVerifier,
    });
    if (typeof tokens.access_token !== 'string') throw new GoogleSignInError('Google did not return an access token');
    const claims = await this.getJson(this.config.userinfoUrl, tokens.access_token);
    if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') {
      throw new GoogleSignInError('Google did not share the account e-mail');
    }
    return {
      googleId: claims.sub,
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      firstName: optionalString(claims.given_name),
      lastName: optionalString(claims.family_name),
      picture: optionalString(claims.picture),
    };
  }

  private client(): { clientId: string; clientSecret: string } {
    if (!this.config.client) throw new GoogleNotConfiguredError('Google sign-in is not configured');
    return this.config.client;
  }

  private redirectUri(): string {
    return this.config.redirectUri ?? `${this.app.dashboardUrl}/`;
  }

  private async postForm(url: string, form: Record<string, string>): Promise<Record<string, unknown>> {
    return this.readJson(
      await this.call(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
      }),
    );
  }

  private async getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
    return this.readJson(
      await this.call(url, { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } }),
    );
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch {
      throw new GoogleSignInError('Google could not be reached. Please try again.');
    }
  }

  private async readJson(response: Response): Promise<Record<string, unknown>> {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      // invalid_grant: the code expired, was used already, or belongs to another client.
      const reason = body.error === 'invalid_grant' ? 'the sign-in code is invalid or has expired' : 'it was refused';
      throw new GoogleSignInError(`Google sign-in failed: ${reason}. Please try again.`);
    }
    return body;
  }
}

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
