import { Body, Controller, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CursorPage, Meeting, MeetingParty, MeetingsResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { CursorPageQuery, PageLimitQuery } from '../platform/paging';
import { commentOf, MeetingCommentDto } from './dto/meeting-comment.dto';
import { checkMeetingId, MeetingAccess } from './meeting-access';
import { MeetingCommentsService } from './meeting-comments.service';
import { MeetingsReadService } from './meetings-read.service';
import { ApiErrors, ApiOk, pageOf, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

/** Spec §7: a participant's (or an admin's) meetings, and each side's comment after the start. */
@ApiTags('meetings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('meetings')
export class MeetingsController {
  constructor(
    private readonly access: MeetingAccess,
    private readonly reads: MeetingsReadService,
    private readonly comments: MeetingCommentsService,
  ) {}

  @Get('mentor/:id')
  @ApiOk("The mentor's upcoming meetings", sharedType('MeetingsResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The id is not the caller’s own (admins excepted)' })
  mentorMeetings(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Query() query: PageLimitQuery): Promise<MeetingsResponse> {
    return this.list(caller, id, 'mentor', query.limit);
  }

  @Get('mentee/:id')
  @ApiOk("The learner's upcoming meetings", sharedType('MeetingsResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The id is not the caller’s own (admins excepted)' })
  menteeMeetings(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Query() query: PageLimitQuery): Promise<MeetingsResponse> {
    return this.list(caller, id, 'mentee', query.limit);
  }

  @Get('mentor/:id/history')
  @ApiOk("A page of the mentor's past meetings", pageOf('Meeting'))
  @ApiErrors({ 400: 'The id, cursor or limit is not valid', 403: 'The id is not the caller’s own (admins excepted)' })
  mentorHistory(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Query() query: CursorPageQuery): Promise<CursorPage<Meeting>> {
    return this.history(caller, id, 'mentor', query);
  }

  @Get('mentee/:id/history')
  @ApiOk("A page of the learner's past meetings", pageOf('Meeting'))
  @ApiErrors({ 400: 'The id, cursor or limit is not valid', 403: 'The id is not the caller’s own (admins excepted)' })
  menteeHistory(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Query() query: CursorPageQuery): Promise<CursorPage<Meeting>> {
    return this.history(caller, id, 'mentee', query);
  }

  @Put(':id')
  @ApiOk('The meeting with the comment', sharedType('Meeting'))
  @ApiErrors({ 400: `${WHY.invalid}, or the side already commented`, 403: 'The caller is not in this meeting', 404: 'No such meeting', 409: 'The meeting has not started yet' })
  comment(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Body() body: MeetingCommentDto): Promise<Meeting> {
    const { side, text } = commentOf(body);
    return this.comments.comment(caller.id, checkMeetingId(id), side, text);
  }

  private async list(caller: AuthUser, id: string, as: MeetingParty, limit?: number): Promise<MeetingsResponse> {
    await this.access.checkListOf(id, caller.id);
    return this.reads.listFor(id, as, limit);
  }

  private async history(caller: AuthUser, id: string, as: MeetingParty, query: CursorPageQuery): Promise<CursorPage<Meeting>> {
    await this.access.checkListOf(id, caller.id);
    return this.reads.historyFor(id, as, query.limit, query.cursor);
  }
}
