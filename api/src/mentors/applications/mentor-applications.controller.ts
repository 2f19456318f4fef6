import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MentorApplication, MentorApplicationResponse } from '@trail/shared';
import type { AuthUser } from '../../auth/auth-user';
import { RequireAccess } from '../../auth/access/require-access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApplyDto } from './apply.dto';
import { MentorApplicationsService } from './mentor-applications.service';

@ApiTags('mentors')
@Controller('mentors/applications')
export class MentorApplicationsController {
  constructor(private readonly applications: MentorApplicationsService) {}

  /** A mentor must be reachable: applying needs a verified e-mail. */
  @Post()
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  apply(@CurrentUser() caller: AuthUser, @Body() body: ApplyDto): Promise<MentorApplication> {
    return this.applications.apply(caller.id, body);
  }

  @Get('mine')
  @RequireAccess({})
  async mine(@CurrentUser() caller: AuthUser): Promise<MentorApplicationResponse> {
    return { application: await this.applications.mine(caller.id) };
  }
}
