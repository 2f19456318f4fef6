import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Meeting } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../session';
import { CancelMeetingDto } from './dto/cancel-meeting.dto';
import { checkMeetingId } from './meeting-access';
import { MeetingCancellationService } from './meeting-cancellation.service';
import { ApiErrors, ApiOk, sharedType, WHY } from '../platform/openapi';

/**
 * The session card's "Cancel session": either participant, before the start; answers the cancelled Meeting. A
 * suspended mentor cannot, since a cancellation refunds the learner (review L7, decision 0077).
 */
@ApiTags('meetings')
@Controller('meetings')
export class MeetingCancellationController {
  constructor(private readonly cancellation: MeetingCancellationService) {}

  @Post(':id/cancel')
  @ApiOk('The cancelled meeting (refunded to the learner when paid)', sharedType('Meeting'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The caller is not in this meeting, or is a suspended mentor', 404: 'No such meeting', 409: 'The meeting has started, is already cancelled, or cannot be refunded' })
  @HttpCode(200)
  @RequireAccess({ notSuspended: true })
  cancel(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Body() body: CancelMeetingDto): Promise<Meeting> {
    return this.cancellation.cancel(caller.id, checkMeetingId(id), body.reason);
  }
}
