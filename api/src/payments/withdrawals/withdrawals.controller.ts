import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { WithdrawalsPage, WithdrawResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { HistoryPageQuery } from '../dto/history-page.query';
import { WithdrawDto } from './dto/withdraw.dto';
import { WithdrawRequestsService } from './withdraw-requests.service';
import { WithdrawalsService } from './withdrawals.service';
import { ApiCreated, ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

const MENTOR = { roles: ['mentor'], verifiedEmail: true } as const;

@ApiTags('payments')
@Controller('payments')
export class WithdrawalsController {
  constructor(
    private readonly requests: WithdrawRequestsService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  /** Spec §7 POST /payments/transfer {amount}: naira in, 'Withdrawal Successful' out. */
  @Post('transfer')
  @ApiCreated('The withdrawal, on its way to the payout account', sharedType('WithdrawResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or more than can be withdrawn`, 403: `${WHY.notAllowed}, or the mentor is suspended`, 409: 'No payout account yet, or withdrawals wait a day after bank details were added or changed', 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RequireAccess({ ...MENTOR, notSuspended: true })
  transfer(@Body() body: WithdrawDto, @CurrentUser() user: AuthUser): Promise<WithdrawResponse> {
    return this.requests.withdraw(user.id, body.amount);
  }

  @Get('withdrawals')
  @ApiOk("A page of the mentor's withdrawals, newest first", sharedType('WithdrawalsPage'))
  @ApiErrors({ 400: 'The cursor or limit is not valid' })
  @RequireAccess(MENTOR)
  history(@Query() query: HistoryPageQuery, @CurrentUser() user: AuthUser): Promise<WithdrawalsPage> {
    return this.withdrawals.pageOf(user.id, query);
  }
}
