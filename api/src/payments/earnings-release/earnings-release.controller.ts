import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PendingEarning } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { ApiErrors, ApiOk, listOf, SIGNED_IN } from '../../platform/openapi';
import { EarningsReleaseService } from './earnings-release.service';

/** A signed-in earner's pending earnings and when each becomes withdrawable (decision 0073). */
@ApiTags('payments')
@ApiErrors(SIGNED_IN)
@Controller('payments')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
export class EarningsReleaseController {
  constructor(private readonly release: EarningsReleaseService) {}

  @Get('pending')
  @ApiOk("The caller's earnings from sessions not yet withdrawable, soonest first, each with the moment it will be", listOf('PendingEarning'))
  pending(@CurrentUser() user: AuthUser): Promise<PendingEarning[]> {
    return this.release.pendingOf(user.id);
  }
}
