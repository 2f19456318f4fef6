import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Meeting } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';
import { checkMeetingId } from '../meeting-access';
import { DisputesService } from './disputes.service';
import { AnswerDisputeDto } from './dto/answer-dispute.dto';
import { ReportDisputeDto } from './dto/report-dispute.dto';

/** The session card's "Report a problem", and the other person's "I disagree" (decision 0074). */
@ApiTags('meetings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('meetings')
export class DisputesController {
  constructor(private readonly disputes: DisputesService) {}

  @Post(':id/dispute')
  @ApiOk('The meeting with its report; its earnings now wait for the decision', sharedType('Meeting'))
  @ApiErrors({
    400: WHY.invalid,
    403: 'The caller is not in this meeting',
    404: 'No such meeting',
    409: 'Not started yet, the dispute window has passed, already reported, or its earnings are already settled',
  })
  @HttpCode(201)
  report(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Body() body: ReportDisputeDto): Promise<Meeting> {
    return this.disputes.report(caller.id, checkMeetingId(id), body);
  }

  @Post(':id/dispute/answer')
  @ApiOk('The meeting; the report is now with an admin', sharedType('Meeting'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The caller is not in this meeting, or reported it', 404: 'No such meeting or report', 409: 'The report is not open, or the time to answer has passed' })
  @HttpCode(200)
  answer(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Body() body: AnswerDisputeDto): Promise<Meeting> {
    return this.disputes.answer(caller.id, checkMeetingId(id), body.details);
  }
}
