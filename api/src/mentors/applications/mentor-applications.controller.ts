import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MentorApplication, MentorApplicationResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { ApplyDto } from './apply.dto';
import { MentorApplicationsService } from './mentor-applications.service';
import { ApiCreated, ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

@ApiTags('mentors')
@Controller('mentors/applications')
export class MentorApplicationsController {
  constructor(private readonly applications: MentorApplicationsService) {}

  /** A mentor must be reachable: applying needs a verified e-mail. */
  @Post()
  @ApiCreated('The application, waiting for an admin', sharedType('MentorApplication'))
  @ApiErrors({ 400: WHY.invalid, 409: 'The caller already applied or is a mentor' })
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  apply(@CurrentUser() caller: AuthUser, @Body() body: ApplyDto): Promise<MentorApplication> {
    return this.applications.apply(caller.id, body);
  }

  @Get('mine')
  @ApiOk("The caller's application, or null when there is none", sharedType('MentorApplicationResponse'))
  @RequireAccess({})
  async mine(@CurrentUser() caller: AuthUser): Promise<MentorApplicationResponse> {
    return { application: await this.applications.mine(caller.id) };
  }
}
