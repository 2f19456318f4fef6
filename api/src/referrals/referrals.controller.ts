import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReferralSummary } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { ReferralsService } from './referrals.service';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN } from '../platform/openapi';

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
