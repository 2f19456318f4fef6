import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Meeting } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../session';
import { CancelMeetingDto } from './dto/cancel-meeting.dto';
import { checkMeetingId } from './meeting-access';
import { MeetingCancellationService } from './meeting-cancellation.service';
import { ApiAdded, ApiErrors, ApiOk, sharedType, WHY } from '../platform/openapi';

/**
 * The session card's "Cancel session": either participant, before the start; answers the cancelled Meeting. A
 * suspended mentor cannot, since a cancellation refunds the learner (review L7, decision 0077).
 */
@ApiTags('meetings')
@Controller('meetings')
export class MeetingCancellationController {
  constructor(private readonly cancellation: MeetingCancellationService) {}

  @Post(':id/cancel')
  @ApiOperation({
    summary: 'Cancel a meeting before it starts (refund by the cancellation terms)',
    description:
      'Request: signed in, not a suspended mentor (403 `Your mentor account is suspended, …`, decision ' +
      '0077); `CancelMeetingBody` `{ reason? }` (≤ 500, passed on in the e-mail). Answer: 200, the ' +
      'cancelled `Meeting`. Either participant, before the start (after → 409 `This session has already ' +
      'started, so it cannot be cancelled.`), by `cancellationTerms`: the mentor any time → full refund ' +
      '(`MEETING_PRICE_KOBO`) and the hour stays closed; the learner more than 24 h before → full refund ' +
      "and the hour is free again; later → no refund. The cancellation and the refund's claim and ledger " +
      'entries commit together; Paystack is asked after. Twice (or twice at once) → one cancellation, one ' +
      'refund, the other 409 `This session has been cancelled`. Both people get an e-mail (who cancelled, ' +
      'whether money comes back) with a METHOD:CANCEL invite',
  })
  @ApiAdded()
  @ApiOk('The cancelled meeting (refunded to the learner when paid)', sharedType('Meeting'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The caller is not in this meeting, or is a suspended mentor', 404: 'No such meeting', 409: 'The meeting has started, is already cancelled, or cannot be refunded' })
  @HttpCode(200)
  @RequireAccess({ notSuspended: true })
  cancel(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Body() body: CancelMeetingDto): Promise<Meeting> {
    return this.cancellation.cancel(caller.id, checkMeetingId(id), body.reason);
  }
}
