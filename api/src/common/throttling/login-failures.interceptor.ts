import { type CallHandler, type ExecutionContext, HttpStatus, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { RATE_LIMIT_POLICY } from './rate-limit.decorator';
import { RateLimitCountersService } from './rate-limit-counters.service';
import { emailOf } from './request-email';

const statusOf = (error: unknown): unknown => (error as { getStatus?: () => number }).getStatus?.();

/** On `@RateLimit('login')` routes: a 401 counts a wrong password for (IP, e-mail), a success clears the count. */
@Injectable()
export class LoginFailuresInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly counters: RateLimitCountersService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.reflector.get(RATE_LIMIT_POLICY, context.getHandler()) !== 'login') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const ip = req.ip ?? '';
    const email = emailOf(req);
    if (!email) return next.handle();
    return next.handle().pipe(
      mergeMap((result) => from(this.counters.clearLoginFailures(ip, email).then(() => result))),
      catchError((error: unknown) =>
        statusOf(error) === HttpStatus.UNAUTHORIZED
          ? from(this.counters.recordLoginFailure(ip, email)).pipe(mergeMap(() => throwError(() => error)))
          : throwError(() => error),
      ),
    );
  }
}
