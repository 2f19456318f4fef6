import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { authConfig, type AuthConfig } from '../platform/config';
import type { AuthUser, TokenPayload } from './auth-user';
import { TokenVersions } from './token-versions';

export const SESSION_ENDED = 'Your session has ended. Please log in again.';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly tokenVersions: TokenVersions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key object to jsonwebtoken as it is; its types only say string or Buffer.
      secretOrKey: config.sessionKey as unknown as Buffer,
      // Pinning the algorithm refuses `alg: none` and key-confusion tokens.
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A valid signature is not enough: the account must still exist and the token must not predate a reset. */
  async validate(payload: TokenPayload): Promise<AuthUser> {
    const live = typeof payload.sub === 'string' && typeof payload.v === 'number' && (await this.tokenVersions.accepts(payload.sub, payload.v));
    if (!live) throw new UnauthorizedException(SESSION_ENDED);
    return { id: payload.sub };
  }
}
