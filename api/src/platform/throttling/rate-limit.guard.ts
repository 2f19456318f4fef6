import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { clientAddressKey } from './client-address';
import { RATE_LIMIT_POLICY } from './rate-limit.decorator';
import { RateLimitCountersService } from './rate-limit-counters.service';
import { RateLimitTally } from './rate-limit-tally.service';
import { emailOf } from './request-email';
import { SignedInCaller } from './signed-in-caller';
import { type RateLimitPolicy, throttlingConfig, type ThrottlingConfig, TOO_MANY_ATTEMPTS, TOO_MANY_REQUESTS } from './throttling.config';
import { tooManyRequests } from './too-many-requests';

/**
 * Runs before every route: its budget per account for a request with a session Trail signed, per address
 * otherwise (decision 0076), then the route's own e-mail budget. The anonymous routes with budgets of their
 * own (sign-up, sign-in, reset, the e-mailed links, the mailing list) count the address whatever token comes:
 * an account farm must not multiply them. Wrong passwords are counted by LoginAttempts, in the sign-in.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly counters: RateLimitCountersService,
    private readonly tally: RateLimitTally,
    private readonly caller: SignedInCaller,
    @Inject(throttlingConfig.KEY) private readonly config: ThrottlingConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const address = clientAddressKey(req.ip ?? '');
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    const budgets = policy ? this.config.policies[policy] : undefined;
    const account = budgets && !this.caller.needsSession(context) ? undefined : this.caller.subjectOf(req);
    const tracker = account ? `account|${account}` : `ip|${address}`;

    // The every-route budget is tallied locally and shared each second, so a hot route sends no command for
    // it; the tight budgets of the sign-in routes are counted exactly, one upsert per request.
    const key = `${route}|${tracker}`;
    const wait = budgets
      ? await this.counters.take(key, budgets.perCaller)
      : this.tally.take(key, account ? this.config.perAccount : this.config.perIp);
    if (wait) throw tooManyRequests(res, wait, budgets ? (budgets.message ?? TOO_MANY_ATTEMPTS) : TOO_MANY_REQUESTS);

    const email = emailOf(req);
    if (!budgets || !email) return true;
    const emailKey = budgets.emailPerAddress ? `email|${policy}|${address}|${email}` : `email|${policy}|${email}`;
    const emailWait = await this.counters.take(emailKey, budgets.perEmail);
    if (emailWait) throw tooManyRequests(res, emailWait, TOO_MANY_ATTEMPTS);
    return true;
  }
}
