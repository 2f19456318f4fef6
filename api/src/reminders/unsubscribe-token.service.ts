import { createHmac } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { authConfig, type AuthConfig } from '../platform/config';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Turn reminders off in your Learning plan.';

/** Signed, non-expiring tokens naming the learner, for the one-click link in every digest. */
@Injectable()
export class UnsubscribeTokenService {
  /** Its own key, so an unsubscribe token can never pass for a session token. */
  private readonly key: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) config: AuthConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('reminders-unsubscribe').digest('base64url');
  }

  sign(userId: string): string {
    return this.jwt.sign({ sub: userId, ch: 'email' }, { secret: this.key, algorithm: 'HS256' });
  }

  /** The learner's id, or a 400 for a tampered or foreign token. */
  verify(token: string | undefined): string {
    try {
      const payload = this.jwt.verify<{ sub?: unknown }>(token ?? '', { secret: this.key, algorithms: ['HS256'] });
      if (typeof payload.sub === 'string') return payload.sub;
    } catch {
      // Reported below as one message: a bad link is a bad link.
    }
    throw new BadRequestException(UNSUBSCRIBE_LINK_INVALID);
  }
}
