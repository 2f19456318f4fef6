import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { UserRole } from '@trail/shared';
import { ApiErrors, SIGNED_IN, WHY } from '../../docs/api-contract';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { AccessGuard } from './access.guard';

export interface AccessRule {
  /** The caller's role must be one of these. */
  roles?: readonly UserRole[];
  /** The caller must have proven their e-mail address (money and public listings need a reachable person). */
  verifiedEmail?: boolean;
  /** A 13–17-year-old needs their parent's agreement first: money, mentoring and public listings (decision 0058). */
  parentalAgreement?: boolean;
  /** A suspended account may not move money or cancel for a refund: withdrawals, bank details, cancellations (decision 0077). */
  notSuspended?: boolean;
}

export const ACCESS_RULE = 'trail:access-rule';

/**
 * Signed in, and allowed by `rule`, checked on the server against the account as it is now (a role
 * taken away or a suspension counts from the next request, whatever the token says).
 */
export function RequireAccess(rule: AccessRule) {
  return applyDecorators(
    SetMetadata(ACCESS_RULE, rule),
    UseGuards(JwtAuthGuard, AccessGuard),
    ApiBearerAuth(),
    ApiErrors({ ...SIGNED_IN, 403: WHY.notAllowed }),
  );
}
