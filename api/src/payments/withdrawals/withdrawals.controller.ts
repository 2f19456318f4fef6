import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { WithdrawalsPage, WithdrawResponse } from '@trail/shared';
import type { AuthUser } from '../../auth/auth-user';
import { RequireAccess } from '../../auth/access/require-access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { HistoryPageQuery } from '../dto/history-page.query';
import { WithdrawDto } from './dto/withdraw.dto';
import { WithdrawRequestsService } from './withdraw-requests.service';
import { WithdrawalsService } from './withdrawals.service';
import { ApiCreated, ApiErrors, ApiOk, sharedType, WHY } from '../../docs/api-contract';

@ApiTags('payments')
@Controller('payments')
@RequireAccess({ roles: ['mentor'], verifiedEmail: true })
export class WithdrawalsController {
  constructor(
    private readonly requests: WithdrawRequestsService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  /** Spec §7 POST /payments/transfer {amount}: naira in, 'Withdrawal Successful' out. */
  @Post('transfer')
  @ApiCreated('The withdrawal, on its way to the payout account', sharedType('WithdrawResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or more than can be withdrawn`, 409: 'No payout account yet, or withdrawals are paused after a change of account', 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  transfer(@Body() body: WithdrawDto, @CurrentUser() user: AuthUser): Promise<WithdrawResponse> {
    return this.requests.withdraw(user.id, body.amount);
  }

  @Get('withdrawals')
  @ApiOk("A page of the mentor's withdrawals, newest first", sharedType('WithdrawalsPage'))
  @ApiErrors({ 400: 'The cursor or limit is not valid' })
  history(@Query() query: HistoryPageQuery, @CurrentUser() user: AuthUser): Promise<WithdrawalsPage> {
    return this.withdrawals.pageOf(user.id, query);
  }
}
