import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  @ApiOk('Reports not yet decided, oldest first', sharedType('AdminDisputesResponse'))
  async list(): Promise<AdminDisputesResponse> {
    return { disputes: await this.decisions.undecided() };
  }

  @Post(':meetingId/decide')
  @ApiOk('The decided report; the refund and the release are recorded, both people are mailed', sharedType('AdminDispute'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No report on this meeting', 409: 'Already decided, or the payment cannot be refunded' })
  @HttpCode(HttpStatus.OK)
  decide(@CurrentUser() admin: AuthUser, @Param('meetingId') meetingId: string, @Body() body: DecideDisputeDto): Promise<AdminDispute> {
    return this.decisions.decide(admin.id, checkMeetingId(meetingId), body);
  }
}
