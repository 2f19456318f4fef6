import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WithdrawalsPage, WithdrawResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { HistoryPageQuery } from '../dto/history-page.query';
import { WithdrawDto } from './dto/withdraw.dto';
import { WithdrawRequestsService } from './withdraw-requests.service';
import { WithdrawalsService } from './withdrawals.service';
import { ApiAdded, ApiCreated, ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

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
  @ApiOperation({
    summary: 'Withdraw from the withdrawable balance to the saved bank account',
    description:
      'Request: mentor, verified e-mail; `{ amount }` in naira (number, ≤ 2 decimals). Answer: 201 `{ ' +
      "message: 'Withdrawal Successful', withdrawal: WithdrawalView }`. 400 `Please type in an amount` " +
      '(missing/empty), 400 `Please type in a valid amount` (below 1, not a number, fractions of a kobo), ' +
      "400 `The smallest withdrawal is N 100` (Paystack's smallest transfer, security review L10), 400 " +
      '`Cannot withdraw more than N {balance}` (the withdrawable balance: pending earnings are not in it, ' +
      'decision 0073) (`N 1,400`, `N 1,234.50`), 409 `Please add your bank details first`, 409 ' +
      '`Withdrawals to this account can start on <date, time> (Lagos time): we wait 24 hours after bank ' +
      'details are added or changed` (decision 0077), 403 `Your mentor account is suspended, so ' +
      'withdrawals, bank-detail changes and session cancellations are paused. Please contact us to sort it ' +
      'out.` Many at once never overdraw: one debit per kobo. Each withdrawal mails the owner at once ' +
      '(amount, account by its last four digits, reference, "Not you?")',
  })
  @ApiCreated('The withdrawal, on its way to the payout account', sharedType('WithdrawResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or more than can be withdrawn`, 403: `${WHY.notAllowed}, or the mentor is suspended`, 409: 'No payout account yet, or withdrawals wait a day after bank details were added or changed', 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RequireAccess({ ...MENTOR, notSuspended: true })
  transfer(@Body() body: WithdrawDto, @CurrentUser() user: AuthUser): Promise<WithdrawResponse> {
    return this.requests.withdraw(user.id, body.amount);
  }

  @Get('withdrawals')
  @ApiOperation({
    summary: "The mentor's withdrawals, newest first",
    description:
      '`WithdrawalsPage` `{ withdrawals: [{ _id, amountKobo, status, createdAt }], hasMore }`, newest ' +
      'first; `status` is `pending`, `processing`, `settled`, `failed` or `reversed` (the last two: the ' +
      'money is back in the balance)',
  })
  @ApiAdded()
  @ApiOk("A page of the mentor's withdrawals, newest first", sharedType('WithdrawalsPage'))
  @ApiErrors({ 400: 'The cursor or limit is not valid' })
  @RequireAccess(MENTOR)
  history(@Query() query: HistoryPageQuery, @CurrentUser() user: AuthUser): Promise<WithdrawalsPage> {
    return this.withdrawals.pageOf(user.id, query);
  }
}
