import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { UsersService } from '../users/users.service';
import type { AuthUser, TokenPayload } from './auth-user';

export const SESSION_ENDED = 'Your session has ended. Please log in again.';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      // Pinning the algorithm refuses `alg: none` and key-confusion tokens.
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A valid signature is not enough: the account must still exist and the token must not predate a reset. */
  async validate(payload: TokenPayload): Promise<AuthUser> {
    const version = typeof payload.sub === 'string' ? await this.users.tokenVersionOf(payload.sub) : null;
    if (version === null || version !== payload.v) throw new UnauthorizedException(SESSION_ENDED);
    return { id: payload.sub };
  }
}
