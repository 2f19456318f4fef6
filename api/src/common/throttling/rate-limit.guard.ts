import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RATE_LIMIT_POLICY } from './rate-limit.decorator';
import { RateLimitCountersService } from './rate-limit-counters.service';
import { RateLimitTally } from './rate-limit-tally.service';
import { emailOf } from './request-email';
import {
  type RateLimitPolicy,
  throttlingConfig,
  type ThrottlingConfig,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_FAILED_LOGINS,
  TOO_MANY_REQUESTS,
} from './throttling.config';
import { tooManyRequests } from './too-many-requests';

/** Runs before every route: its per-IP budget, then the route's own e-mail and failed-login checks. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly counters: RateLimitCountersService,
    private readonly tally: RateLimitTally,
    @Inject(throttlingConfig.KEY) private readonly config: ThrottlingConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const ip = req.ip ?? '';
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    const budgets = policy ? this.config.policies[policy] : undefined;

    // The every-route budget is tallied locally and shared each second, so a hot route sends no command for
    // it; the tight budgets of the sign-in routes are counted exactly, one upsert per request.
    const ipKey = `ip|${route}|${ip}`;
    const ipWait = budgets ? await this.counters.take(ipKey, budgets.perIp) : this.tally.take(ipKey, this.config.perIp);
    if (ipWait) throw tooManyRequests(res, ipWait, budgets ? TOO_MANY_ATTEMPTS : TOO_MANY_REQUESTS);

    const email = emailOf(req);
    if (!budgets || !email) return true;
    const emailWait = await this.counters.take(`email|${policy}|${email}`, budgets.perEmail);
    if (emailWait) throw tooManyRequests(res, emailWait, TOO_MANY_ATTEMPTS);
    if (policy === 'login') {
      const loginWait = await this.counters.loginWait(ip, email);
      if (loginWait) throw tooManyRequests(res, loginWait, TOO_MANY_FAILED_LOGINS);
    }
    return true;
  }
}
