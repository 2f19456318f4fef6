import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiAccess, ApiErrors, SIGNED_IN, WHY } from '../../platform/openapi';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { AccessGuard } from './access.guard';
import { ACCESS_RULE, type AccessRule } from './access-rule';

/**
 * Signed in, and allowed by `rule`, checked on the server against the account as it is now (a role
 * taken away or a suspension counts from the next request, whatever the token says).
 */
export function RequireAccess(rule: AccessRule) {
  return applyDecorators(
    SetMetadata(ACCESS_RULE, rule),
    UseGuards(JwtAuthGuard, AccessGuard),
    ApiBearerAuth(),
    ApiAccess(rule),
    ApiErrors({ ...SIGNED_IN, 403: WHY.notAllowed }),
  );
}
