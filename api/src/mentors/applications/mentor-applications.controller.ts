import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MentorApplication, MentorApplicationResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { ApplyDto } from './apply.dto';
import { MentorApplicationsService } from './mentor-applications.service';
import { ApiAdded, ApiCreated, ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

@ApiTags('mentors')
@Controller('mentors/applications')
export class MentorApplicationsController {
  constructor(private readonly applications: MentorApplicationsService) {}

  /** A mentor must be reachable: applying needs a verified e-mail. */
  @Post()
  @ApiOperation({
    summary: 'Apply to become a mentor',
    description:
      'Request: signed in, verified e-mail; `MentorApplicationBody`: `fieldIds` 1–5 known tracks, `tag` ≤ ' +
      '120, `bio` ≤ 1000, `yearsOfExperience` 0–60 integer, `profileLink` an https URL, `helpWith` ≤ 1000. ' +
      'Answer: 201 `MentorApplication`; a pending one already → 409 `You already have an application ' +
      'waiting for review`; a mentor → 409 `You are already a mentor`; an admin or business account → 409',
  })
  @ApiAdded()
  @ApiCreated('The application, waiting for an admin', sharedType('MentorApplication'))
  @ApiErrors({ 400: WHY.invalid, 409: 'The caller already applied or is a mentor' })
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  apply(@CurrentUser() caller: AuthUser, @Body() body: ApplyDto): Promise<MentorApplication> {
    return this.applications.apply(caller.id, body);
  }

  @Get('mine')
  @ApiOperation({
    summary: "The caller's latest mentor application",
    description: '`{ application: MentorApplication | null }`: the latest',
  })
  @ApiAdded()
  @ApiOk("The caller's application, or null when there is none", sharedType('MentorApplicationResponse'))
  @RequireAccess({})
  async mine(@CurrentUser() caller: AuthUser): Promise<MentorApplicationResponse> {
    return { application: await this.applications.mine(caller.id) };
  }
}
