import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MentorApplication, MentorApplicationsResponse, MessageResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { MentorProfilesService } from '../profiles/mentor-profiles.service';
import { ApplicationStatusQuery } from './application-status.query';
import { RejectDto } from './apply.dto';
import { MentorApplicationsService } from './mentor-applications.service';
import { ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

export const SUSPENDED = 'The mentor is suspended: hidden from discovery, no free hours offered, and no withdrawals, bank-detail changes or cancellations';
export const REINSTATED = 'The mentor is listed again';

@ApiTags('admin')
@RequireAccess({ roles: ['admin'] })
@Controller('admin')
export class AdminMentorsController {
  constructor(
    private readonly applications: MentorApplicationsService,
    private readonly profiles: MentorProfilesService,
  ) {}

  @Get('mentor-applications')
  @ApiOperation({
    summary: 'Mentor applications by status',
    description:
      'Request: `?status=pending` (default), `approved` or `rejected`. Answer: `{ applications: ' +
      "MentorApplication[] }`, oldest first, with the applicant's name and e-mail",
  })
  @ApiOk('The applications with that status, oldest first', sharedType('MentorApplicationsResponse'))
  @ApiErrors({ 400: 'The status filter is not one of the statuses' })
  async list(@Query() query: ApplicationStatusQuery): Promise<MentorApplicationsResponse> {
    return { applications: await this.applications.list(query.status) };
  }

  @Post('mentor-applications/:id/approve')
  @ApiOperation({
    summary: 'Approve a mentor application',
    description:
      "`MentorApplication`; the applicant becomes a mentor (role, the application's tag and bio, a " +
      'username if none), a mentor profile with the tracks is made, and the applicant is mailed. Approving ' +
      'again redoes the idempotent steps without a second mail; a rejected one → 409; unknown → 404',
  })
  @ApiOk('The approved application; the applicant is a mentor now', sharedType('MentorApplication'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such application', 409: 'The application was already decided' })
  @HttpCode(HttpStatus.OK)
  approve(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<MentorApplication> {
    return this.applications.approve(id, admin.id);
  }

  @Post('mentor-applications/:id/reject')
  @ApiOperation({
    summary: 'Reject a mentor application with a reason',
    description:
      'Request: `{ reason }` (required, ≤ 1000). Answer: `MentorApplication`; the reason is mailed; an ' +
      'application already decided → 409',
  })
  @ApiOk('The rejected application, with the reason', sharedType('MentorApplication'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such application', 409: 'The application was already decided' })
  @HttpCode(HttpStatus.OK)
  reject(@Param('id') id: string, @CurrentUser() admin: AuthUser, @Body() body: RejectDto): Promise<MentorApplication> {
    return this.applications.reject(id, admin.id, body.reason);
  }

  @Post('mentors/:userId/suspend')
  @ApiOperation({
    summary: 'Suspend a mentor',
    description:
      '`{ message }`; hidden from discovery, no occurrences offered, and from the next request no ' +
      'withdrawal, bank-detail save, account lookup or session cancellation (decision 0077); the role ' +
      'stays `mentor`; no profile → 404',
  })
  @ApiOk('The mentor is suspended', sharedType('MessageResponse'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such mentor' })
  @HttpCode(HttpStatus.OK)
  async suspend(@Param('userId') userId: string): Promise<MessageResponse> {
    await this.profiles.setSuspended(userId, true);
    return { message: SUSPENDED };
  }

  @Post('mentors/:userId/reinstate')
  @ApiOperation({
    summary: 'Reinstate a suspended mentor',
    description: '`{ message }`; listed again',
  })
  @ApiOk('The mentor is listed again', sharedType('MessageResponse'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such mentor' })
  @HttpCode(HttpStatus.OK)
  async reinstate(@Param('userId') userId: string): Promise<MessageResponse> {
    await this.profiles.setSuspended(userId, false);
    return { message: REINSTATED };
  }
}
