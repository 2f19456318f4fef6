import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { SESSION_ENDED } from './jwt.strategy';

const NO_TOKEN = 'Please log in to continue';

/** Lets a request through only with a valid Trail bearer token; otherwise a readable 401. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    // A failure while checking the token (the database is down) is not a verdict on the token.
    if (error) throw error;
    if (user) return user;
    const reason = info instanceof Error ? info.name : '';
    if (reason === 'TokenExpiredError') throw new UnauthorizedException('Your session has expired. Please log in again.');
    if (info instanceof Error && info.message === 'No auth token') throw new UnauthorizedException(NO_TOKEN);
    throw new UnauthorizedException(reason ? SESSION_ENDED : NO_TOKEN);
  }
}
