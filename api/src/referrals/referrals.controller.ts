import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReferralSummary } from '@trail/shared';
import type { AuthUser } from '../session/auth-user';
import { JwtAuthGuard } from '../session/jwt-auth.guard';
import { CurrentUser } from '../session/current-user.decorator';
import { ReferralsService } from './referrals.service';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN } from '../platform/openapi/api-contract';

@ApiTags('referrals')
@ApiErrors(SIGNED_IN)
@Controller('referrals')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  /** The "Refer Someone" view: code, sign-ups, paying referrals (the badges' count) and earnings. */
  @Get('summary')
  @ApiOk('Code, sign-ups, paying referrals and earnings', sharedType('ReferralSummary'))
  summary(@CurrentUser() user: AuthUser): Promise<ReferralSummary> {
    return this.referrals.summary(user.id);
  }
}
