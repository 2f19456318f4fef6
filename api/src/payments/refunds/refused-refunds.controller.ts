import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageResponse, RefusedRefundView } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { ApiErrors, ApiOk, listOf, sharedType, WHY } from '../../platform/openapi';
import { ResolveRefusedRefundDto } from './dto/resolve-refused-refund.dto';
import { RefusedRefunds } from './refused-refunds.service';

export const RESOLVED = 'The refused refund is marked resolved';

/** /admin's "Refunds that need a look": refunds the ledger refused, and marking one dealt with. */
@ApiTags('admin')
@RequireAccess({ roles: ['admin'] })
@Controller('admin/refused-refunds')
export class RefusedRefundsController {
  constructor(private readonly refused: RefusedRefunds) {}

  @Get()
  @ApiOperation({
    summary: 'Refunds the ledger refused, not yet dealt with',
    description:
      '`RefusedRefundView[]` `[{ _id, paymentReference, part, amountKobo, reason, problem, tries, at }]`: ' +
      "refunds the ledger refused (Trail's fees would go below zero, or the payment is not paid or has " +
      'less left), nothing moved; not yet dealt with, last refused first (at most 200) (decision 0073)',
  })
  @ApiOk('Refused refunds no admin has resolved, last refused first', listOf('RefusedRefundView'))
  list(): Promise<RefusedRefundView[]> {
    return this.refused.open();
  }

  @Post(':id/resolve')
  @ApiOperation({
    summary: 'Mark a refused refund resolved, with a note',
    description:
      'Request: `ResolveRefusedRefundBody` `{ note }` (1–2,000): what the admin did. Answer: 200 `{ ' +
      "message: 'The refused refund is marked resolved' }`; it leaves the list. Already resolved → 409 " +
      '`This refused refund was already resolved`; unknown → 404; blank note → 400 `Please say what was ' +
      'done about this refund`',
  })
  @ApiOk('Marked resolved, with the note', sharedType('MessageResponse'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such refused refund', 409: 'Already resolved' })
  @HttpCode(HttpStatus.OK)
  async resolve(@Param('id') id: string, @CurrentUser() admin: AuthUser, @Body() body: ResolveRefusedRefundDto): Promise<MessageResponse> {
    await this.refused.resolve(id, admin.id, body.note);
    return { message: RESOLVED };
  }
}
