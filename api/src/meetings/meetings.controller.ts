import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Meeting, MeetingParty, MeetingsResponse } from '@trail/shared';
import type { AuthUser } from '../auth/auth-user';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { commentOf, MeetingCommentDto } from './dto/meeting-comment.dto';
import { checkMeetingId, MeetingAccess } from './meeting-access';
import { MeetingCommentsService } from './meeting-comments.service';
import { MeetingsReadService } from './meetings-read.service';

/** Spec §7: a participant's (or an admin's) meetings, and each side's comment after the start. */
@ApiTags('meetings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('meetings')
export class MeetingsController {
  constructor(
    private readonly access: MeetingAccess,
    private readonly reads: MeetingsReadService,
    private readonly comments: MeetingCommentsService,
  ) {}

  @Get('mentor/:id')
  mentorMeetings(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<MeetingsResponse> {
    return this.list(caller, id, 'mentor');
  }

  @Get('mentee/:id')
  menteeMeetings(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<MeetingsResponse> {
    return this.list(caller, id, 'mentee');
  }

  @Put(':id')
  comment(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Body() body: MeetingCommentDto): Promise<Meeting> {
    const { side, text } = commentOf(body);
    return this.comments.comment(caller.id, checkMeetingId(id), side, text);
  }

  private async list(caller: AuthUser, id: string, as: MeetingParty): Promise<MeetingsResponse> {
    await this.access.checkListOf(id, caller.id);
    return this.reads.listFor(id, as);
  }
}
