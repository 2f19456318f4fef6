import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { JwtService } from '@nestjs/jwt';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { authConfig, type AuthConfig } from '../config';

/** The session guard's base class: every route that needs a session names it (or a subclass) in @UseGuards. */
const SESSION_GUARD = AuthGuard('jwt');
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/**
 * Who a request is for, as the rate limits need it (decision 0076). The global rate-limit guard runs before
 * a route's own session guard, so it checks the bearer token's signature and expiry itself (microseconds,
 * no database): only a subject Trail signed counts, or a client would name a fresh account per request.
 * Whether the session was ended since is the session guard's question, asked right after.
 */
@Injectable()
export class SignedInCaller {
  private readonly signedInRoutes = new WeakMap<object, boolean>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  /** The account id of the request's session token when Trail signed it and it has not expired. */
  subjectOf(req: Request): string | undefined {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      // @nestjs/jwt hands the key object to jsonwebtoken as it is; its types only say string or Buffer.
      const { sub } = this.jwt.verify<{ sub?: unknown }>(token, { secret: this.config.sessionKey as unknown as Buffer, algorithms: ['HS256'] });
      return typeof sub === 'string' && sub ? sub : undefined;
    } catch {
      return undefined;
    }
  }

  /** Whether the route is behind the session guard (on the handler or its controller). */
  needsSession(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    const known = this.signedInRoutes.get(handler);
    if (known !== undefined) return known;
    const guards = [handler, context.getClass()].flatMap((target) => (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? []);
    const needs = guards.some((guard) => guard === SESSION_GUARD || (typeof guard === 'function' && guard.prototype instanceof SESSION_GUARD));
    this.signedInRoutes.set(handler, needs);
    return needs;
  }
}
