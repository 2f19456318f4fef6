import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Balances, LedgerPage } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { HistoryPageQuery } from '../dto/history-page.query';
import { LedgerService } from './ledger.service';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN } from '../../platform/openapi';

/** Any signed-in user's own money: balances and history, both derived from the ledger. */
@ApiTags('payments')
@ApiErrors(SIGNED_IN)
@Controller('payments')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('balance')
  @ApiOk("The caller's balances, from the ledger", sharedType('Balances'))
  balance(@CurrentUser() user: AuthUser): Promise<Balances> {
    return this.ledger.balancesOf(user.id);
  }

  @Get('ledger')
  @ApiOk("A page of the caller's ledger entries, newest first", sharedType('LedgerPage'))
  @ApiErrors({ 400: 'The cursor or limit is not valid' })
  entries(@Query() query: HistoryPageQuery, @CurrentUser() user: AuthUser): Promise<LedgerPage> {
    return this.ledger.entriesOf(user.id, query);
  }
}
