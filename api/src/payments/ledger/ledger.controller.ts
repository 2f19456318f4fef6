import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Balances, LedgerPage } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { HistoryPageQuery } from '../dto/history-page.query';
import { LedgerService } from './ledger.service';
import { ApiAdded, ApiErrors, ApiOk, sharedType, SIGNED_IN } from '../../platform/openapi';

/** Any signed-in user's own money: balances and history, both derived from the ledger. */
@ApiTags('payments')
@ApiErrors(SIGNED_IN)
@Controller('payments')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('balance')
  @ApiOperation({
    summary: "The caller's balances from the ledger",
    description:
      '`Balances` `{ withdrawableKobo, pendingKobo, totalEarnedKobo, referralEarningsKobo }`, from the ' +
      "ledger. Any signed-in user. `withdrawableKobo` is the spec's `mentorBalance`, `totalEarnedKobo` its " +
      '`totalBalance`, which `GET /users/:id` also answers (decision 0034, amended); `pendingKobo` is ' +
      'earned from sessions whose dispute window has not passed yet (decision 0073)',
  })
  @ApiAdded()
  @ApiOk("The caller's balances, from the ledger", sharedType('Balances'))
  balance(@CurrentUser() user: AuthUser): Promise<Balances> {
    return this.ledger.balancesOf(user.id);
  }

  @Get('ledger')
  @ApiOperation({
    summary: "The caller's ledger entries, newest first",
    description:
      'Request: bearer; `before` an `_id` of the previous page, `limit` 1–50 (20). Answer: `LedgerPage` `{ ' +
      "entries, hasMore }`: the caller's own entries, newest first, `amountKobo` signed from their side (+ " +
      'in, − out), each with a `kind` and a readable `reason`',
  })
  @ApiAdded()
  @ApiOk("A page of the caller's ledger entries, newest first", sharedType('LedgerPage'))
  @ApiErrors({ 400: 'The cursor or limit is not valid' })
  entries(@Query() query: HistoryPageQuery, @CurrentUser() user: AuthUser): Promise<LedgerPage> {
    return this.ledger.entriesOf(user.id, query);
  }
}
