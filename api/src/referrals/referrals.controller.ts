import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ReferralSummary } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { ReferralsService } from './referrals.service';
import { ApiAdded, ApiErrors, ApiOk, sharedType, SIGNED_IN } from '../platform/openapi';

@ApiTags('referrals')
@ApiErrors(SIGNED_IN)
@Controller('referrals')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  /** The "Refer Someone" view: code, sign-ups, paying referrals (the badges' count) and earnings. */
  @Get('summary')
  @ApiOperation({
    summary: "The caller's referral code, sign-ups and earnings",
    description:
      "`ReferralSummary` `{ code?, signUps, combinedReferrals, earningsKobo }`: `signUps` is the user's " +
      '`referred` count, `combinedReferrals` the referred people whose payment earned a referral credit ' +
      "(the badges' count), `earningsKobo` the ledger's referral earnings net of refunds. A referral " +
      "credit is 10 % (`PAYMENTS_REFERRAL_SHARE_BPS`) of each payment of a referred person, out of Trail's " +
      'part; only for a verified referrer who is not the payer (same mailbox, phone or bank account number ' +
      'counts as the same person)',
  })
  @ApiAdded()
  @ApiOk('Code, sign-ups, paying referrals and earnings', sharedType('ReferralSummary'))
  summary(@CurrentUser() user: AuthUser): Promise<ReferralSummary> {
    return this.referrals.summary(user.id);
  }
}
