import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { authConfig, type AuthConfig } from '../platform/config';

const FLOW_VALID = '10m';
export const GOOGLE_LINK_EXPIRED = 'This Google sign-in link has expired. Please try again.';
export const GOOGLE_OTHER_BROWSER = 'This Google sign-in was started in another browser. Please try again here.';

interface FlowClaims {
  /** The state sent through Google and back in the redirect. */
  s: string;
  /** The PKCE code verifier; it never travels through Google or the redirect URL. */
  v: string;
}

export interface StartedFlow {
  state: string;
  codeChallenge: string;
  /** Kept by the browser that starts the sign-in (sessionStorage) and sent back with the code. */
  flow: string;
}

const random = (): string => randomBytes(32).toString('base64url');

/**
 * One Google sign-in, bound to the browser that started it: the state in the URL must match the
 * signed flow that only that browser holds, and the code is useless without the flow's PKCE verifier.
 * A code and state from someone else's sign-in (login CSRF) are refused.
 */
@Injectable()
export class GoogleSignInFlows {
  /** Its own key, so a flow can never pass for a session token or the other way round. */
  private readonly key: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) config: AuthConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('google-oauth-flow').digest('base64url');
  }

  async start(): Promise<StartedFlow> {
    const claims: FlowClaims = { s: random(), v: random() };
    const flow = await this.jwt.signAsync(claims, { secret: this.key, algorithm: 'HS256', expiresIn: FLOW_VALID });
    return { state: claims.s, codeChallenge: createHash('sha256').update(claims.v).digest('base64url'), flow };
  }

  /** The PKCE verifier of the flow this state belongs to. */
  async finish(state: string, flow: string): Promise<string> {
    const claims = await this.jwt
      .verifyAsync<FlowClaims>(flow, { secret: this.key, algorithms: ['HS256'] })
      .catch(() => null);
    if (!claims || typeof claims.s !== 'string' || typeof claims.v !== 'string') {
      throw new UnauthorizedException(GOOGLE_LINK_EXPIRED);
    }
    if (claims.s !== state) throw new UnauthorizedException(GOOGLE_OTHER_BROWSER);
    return claims.v;
  }
}
