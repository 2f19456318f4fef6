import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PARENTAL_AGREEMENT_MESSAGES, PAYOUT_MESSAGES, type UserRole } from '@trail/shared';
import type { AuthUser } from '../auth-user';
import { AccountAccess } from './account-access';
import { ACCESS_RULE, type AccessRule } from './access-rule';
import { Suspensions } from './suspensions';

export const ACCESS_MESSAGES = {
  mentor: 'Only mentors can do this',
  admin: 'Only Trail admins can do this',
  otherRole: 'Your account cannot do this',
  verifiedEmail: 'Please verify your e-mail address first: use the link we e-mailed you, or ask for a new one in Settings',
} as const;

/**
 * Runs after JwtAuthGuard: reads the caller's role, verification and parental agreement with one indexed read,
 * and, on the routes that move money or refunds, whether the account is suspended (a second one, decision 0077).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountAccess,
    private readonly suspensions: Suspensions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [context.getHandler(), context.getClass()]);
    if (!rule) return true;
    const caller = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    const access = await this.accounts.of(caller.id);
    // JwtAuthGuard has just seen the account; gone since is a session that ended, which it reports.
    if (!access) throw new ForbiddenException(ACCESS_MESSAGES.otherRole);
    if (rule.roles && !rule.roles.includes(access.role)) throw new ForbiddenException(refusalFor(rule.roles));
    if (rule.verifiedEmail && !access.emailVerified) throw new ForbiddenException(ACCESS_MESSAGES.verifiedEmail);
    if (rule.parentalAgreement && access.awaitingParent) throw new ForbiddenException(PARENTAL_AGREEMENT_MESSAGES.awaiting);
    if (rule.notSuspended && (await this.suspensions.isSuspended(caller.id))) throw new ForbiddenException(PAYOUT_MESSAGES.suspended);
    return true;
  }
}

function refusalFor(roles: readonly UserRole[]): string {
  if (roles.length === 1 && roles[0] === 'mentor') return ACCESS_MESSAGES.mentor;
  if (roles.length === 1 && roles[0] === 'admin') return ACCESS_MESSAGES.admin;
  return ACCESS_MESSAGES.otherRole;
}
