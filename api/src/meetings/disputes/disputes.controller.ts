import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Meeting } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { ApiAdded, ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';
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
  @ApiOperation({
    summary: 'Report a problem with a session',
    description:
      'Request: signed in; `ReportDisputeBody` `{ kind, details }`: `kind` one of `no-show`, `cut-short`, ' +
      '`wrong-person`, `other`; `details` trimmed, 1–2,000. Answer: 201, the `Meeting` with `dispute { by, ' +
      'kind, details, at, status, answerBy, answer?, decision? }`. Either participant of a booked session, ' +
      "from its start until 48 hours after its end; the session's earnings then wait for the decision " +
      "instead of their release date. A no-show is `open` for the other person's answer until `answerBy` " +
      '(48 hours); anything else goes to an admin (`with-admin`). Before the start → 409 `You can report a ' +
      'problem once the session has started. Before then, you can cancel it.`; after the window → 409 ' +
      '`Problems can be reported until 48 hours after a session ends, …`; a second report (or two at once) ' +
      '→ 409 `A problem with this session has already been reported`; earnings already released or ' +
      'refunded → 409 `The earnings of this session have already been settled, …`; not a participant → ' +
      '403; blank details → 400 `Please say what happened` (decision 0074)',
  })
  @ApiAdded()
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
  @ApiOperation({
    summary: 'Answer a no-show report',
    description:
      'Request: signed in; `AnswerDisputeBody` `{ details }` (1–2,000). Answer: 200, the `Meeting`; the ' +
      'other person disagrees with a no-show report before `answerBy`: it goes to an admin and the rule no ' +
      'longer decides it. The reporter → 403 `You reported this problem: the other person answers it`; not ' +
      'open → 409 `This report is already with an admin or decided`; too late → 409 `The 48 hours to ' +
      'answer this report have passed`; no report → 404',
  })
  @ApiAdded()
  @ApiOk('The meeting; the report is now with an admin', sharedType('Meeting'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The caller is not in this meeting, or reported it', 404: 'No such meeting or report', 409: 'The report is not open, or the time to answer has passed' })
  @HttpCode(200)
  answer(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Body() body: AnswerDisputeDto): Promise<Meeting> {
    return this.disputes.answer(caller.id, checkMeetingId(id), body.details);
  }
}
