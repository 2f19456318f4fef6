import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { authConfig, type AuthConfig } from '../platform/config';
import type { TokenPayload } from './auth-user';

/** Who a session is for: the account id and the token version it is signed with. */
export interface SessionSubject {
  _id: { toString(): string };
  tokenVersion?: number;
}

/** Signs Trail session tokens. Needs only JWT and config, so any module may issue a session. */
@Injectable()
export class SessionService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  /** A token signed with the user's current token version, valid for about 30 days. */
  issue(user: SessionSubject): Promise<string> {
    const payload: TokenPayload = { sub: user._id.toString(), v: user.tokenVersion ?? 0 };
    return this.jwt.signAsync(payload, {
      // @nestjs/jwt hands the key object to jsonwebtoken as it is; its types only say string or Buffer.
      secret: this.config.sessionKey as unknown as Buffer,
      algorithm: 'HS256',
      expiresIn: `${this.config.jwtExpiresInDays}d`,
    });
  }
}
