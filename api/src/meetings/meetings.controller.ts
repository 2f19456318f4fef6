import { Body, Controller, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CursorPage, Meeting, MeetingParty, MeetingsResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { CursorPageQuery, PageLimitQuery } from '../platform/paging';
import { commentOf, MeetingCommentDto } from './dto/meeting-comment.dto';
import { checkMeetingId, MeetingAccess } from './meeting-access';
import { MeetingCommentsService } from './meeting-comments.service';
import { MeetingsReadService } from './meetings-read.service';
import { ApiAdded, ApiErrors, ApiOk, pageOf, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

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
  @ApiOperation({
    summary: "A mentor's meetings: upcoming and the first page of history",
    description:
      'Request: signed in: the user `:id` themself, or an admin; `limit` 1–50 (default 10). Answer: ' +
      '`MeetingsResponse` `{ upcoming, history, historyHasMore, historyCursor? }` of the meetings where ' +
      '`:id` is the mentor: `upcoming` (booked, not started) soonest first, `history` (started, or ' +
      'cancelled) newest first, its first `limit` only (the rest: `…/history`). Each `Meeting` is seen ' +
      "from that side (`as`), with `state` `upcoming`, `pending` (started, the viewer's own comment " +
      'missing), `completed` or `cancelled` (with `cancellation { by, at, refundKobo }`); the people carry ' +
      'public fields only (`firstName`, `lastName`, `picture`, `tag`, `username`). Holds never appear. ' +
      "Another user's id → 403 `This is not your session`; malformed id → 400. Two reads (one aggregation " +
      'of the meetings, then people)',
  })
  @ApiOk("The mentor's upcoming meetings", sharedType('MeetingsResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The id is not the caller’s own (admins excepted)' })
  mentorMeetings(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Query() query: PageLimitQuery): Promise<MeetingsResponse> {
    return this.list(caller, id, 'mentor', query.limit);
  }

  @Get('mentee/:id')
  @ApiOperation({
    summary: "A learner's meetings: upcoming and the first page of history",
    description: 'Request: the same. Answer: The same, where `:id` is the mentee (learner)',
  })
  @ApiOk("The learner's upcoming meetings", sharedType('MeetingsResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The id is not the caller’s own (admins excepted)' })
  menteeMeetings(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Query() query: PageLimitQuery): Promise<MeetingsResponse> {
    return this.list(caller, id, 'mentee', query.limit);
  }

  @Get('mentor/:id/history')
  @ApiOperation({
    summary: "The next page of a mentor's meeting history",
    description:
      "Request: the same; `limit` 1–50 (default 10), `cursor` (`historyCursor`, or the previous page's " +
      '`cursor`). Answer: `CursorPage<Meeting>`: the next page of the history, newest first (`startsAt`, ' +
      'then id, descending); a cursor it did not give out → 400 `{ error }`. Two reads',
  })
  @ApiAdded()
  @ApiOk("A page of the mentor's past meetings", pageOf('Meeting'))
  @ApiErrors({ 400: 'The id, cursor or limit is not valid', 403: 'The id is not the caller’s own (admins excepted)' })
  mentorHistory(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Query() query: CursorPageQuery): Promise<CursorPage<Meeting>> {
    return this.history(caller, id, 'mentor', query);
  }

  @Get('mentee/:id/history')
  @ApiOperation({
    summary: "The next page of a learner's meeting history",
    description: 'Request: the same. Answer: The same, as the mentee',
  })
  @ApiAdded()
  @ApiOk("A page of the learner's past meetings", pageOf('Meeting'))
  @ApiErrors({ 400: 'The id, cursor or limit is not valid', 403: 'The id is not the caller’s own (admins excepted)' })
  menteeHistory(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Query() query: CursorPageQuery): Promise<CursorPage<Meeting>> {
    return this.history(caller, id, 'mentee', query);
  }

  @Put(':id')
  @ApiOperation({
    summary: "Write one's own comment on a started meeting",
    description:
      'Request: signed in; `MeetingCommentBody`: `{ mentorQuery }` or `{ menteeQuery }` (exactly one, ' +
      'trimmed, ≤ 2,000). Answer: The `Meeting`. Each side writes (or rewrites) its own field only: the ' +
      "other side's → 403 `You can only write your own comment on a session`; not a participant → 403 " +
      '`This is not your session`; before the start → 409 `You can comment on a session once it has ' +
      'started`; cancelled → 409 `This session has been cancelled`; empty or blank → 400 `Please type in a ' +
      'comment`; no such meeting (or a hold) → 404 `No such session`',
  })
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
