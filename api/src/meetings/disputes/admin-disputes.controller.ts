import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminDispute, AdminDisputesResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';
import { checkMeetingId } from '../meeting-access';
import { DisputeDecisionsService } from './dispute-decisions.service';
import { DecideDisputeDto } from './dto/decide-dispute.dto';

/** The /admin page's reported sessions: the undecided reports, and a decision that moves the money once. */
@ApiTags('admin')
@RequireAccess({ roles: ['admin'] })
@Controller('admin/disputes')
export class AdminDisputesController {
  constructor(private readonly decisions: DisputeDecisionsService) {}

  @Get()
  @ApiOperation({
    summary: 'Reported problems not yet decided',
    description:
      '`AdminDisputesResponse` `{ disputes: AdminDispute[] }`: reports not yet decided, oldest first (at ' +
      "most 200), each with the session's start and price, both people's names and the report (decision " +
      '0074)',
  })
  @ApiOk('Reports not yet decided, oldest first', sharedType('AdminDisputesResponse'))
  async list(): Promise<AdminDisputesResponse> {
    return { disputes: await this.decisions.undecided() };
  }

  @Post(':meetingId/decide')
  @ApiOperation({
    summary: 'Decide a reported problem: refund, part refund or release',
    description:
      'Request: `DecideDisputeBody` `{ outcome, refundNaira?, reason }`: `refund` (all back to the ' +
      'learner), `part-refund` (`refundNaira` more than 0 and less than the price, at most two decimals; ' +
      'the rest released to the earners) or `release` (the session counts as held); `reason` 1–2,000, both ' +
      'people read it. Answer: 200 `AdminDispute` with its `decision`; the refund and the release are ' +
      'recorded in one transaction and both people are mailed. Decided already (or two at once) → 409 ' +
      '`This report has already been decided`; a part refund out of range → 400 `A part refund is more ' +
      "than ₦0 and less than the session's ₦2,000`; no report → 404",
  })
  @ApiOk('The decided report; the refund and the release are recorded, both people are mailed', sharedType('AdminDispute'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No report on this meeting', 409: 'Already decided, or the payment cannot be refunded' })
  @HttpCode(HttpStatus.OK)
  decide(@CurrentUser() admin: AuthUser, @Param('meetingId') meetingId: string, @Body() body: DecideDisputeDto): Promise<AdminDispute> {
    return this.decisions.decide(admin.id, checkMeetingId(meetingId), body);
  }
}
