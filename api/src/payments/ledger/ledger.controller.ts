import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Balances, LedgerPage } from '@trail/shared';
import type { AuthUser } from '../../auth/auth-user';
import { JwtAuthGuard } from '../../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { HistoryPageQuery } from '../dto/history-page.query';
import { LedgerService } from './ledger.service';

/** Any signed-in user's own money: balances and history, both derived from the ledger. */
@ApiTags('payments')
@Controller('payments')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('balance')
  balance(@CurrentUser() user: AuthUser): Promise<Balances> {
    return this.ledger.balancesOf(user.id);
  }

  @Get('ledger')
  entries(@Query() query: HistoryPageQuery, @CurrentUser() user: AuthUser): Promise<LedgerPage> {
    return this.ledger.entriesOf(user.id, query);
  }
}
