import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PendingEarning } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { ApiAdded, ApiErrors, ApiOk, listOf, SIGNED_IN } from '../../platform/openapi';
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
  @ApiOperation({
    summary: "The caller's pending earnings, soonest release first",
    description:
      "`PendingEarning[]` `[{ amountKobo, releaseAt, disputed? }]`: the caller's pending earnings, one per " +
      "session, soonest first; each becomes withdrawable at `releaseAt` (the session's end plus 48 hours), " +
      'unless the session is cancelled and refunded first (decision 0073); `disputed: true` when a problem ' +
      'was reported with the session: it waits for the decision instead (decision 0074)',
  })
  @ApiAdded()
  @ApiOk("The caller's earnings from sessions not yet withdrawable, soonest first, each with the moment it will be", listOf('PendingEarning'))
  pending(@CurrentUser() user: AuthUser): Promise<PendingEarning[]> {
    return this.release.pendingOf(user.id);
  }
}
