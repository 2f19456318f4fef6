import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SkillTestResultsResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { SkillTestsService } from './skill-tests.service';
import { ApiAdded, ApiErrors, ApiOk, sharedType, SIGNED_IN } from '../platform/openapi';

/** The Profile's results panel. Two path segments, so UsersModule's `/users/:id` never takes it. */
@ApiTags('skill-tests')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users/me/tests')
export class SkillTestResultsController {
  constructor(private readonly skillTests: SkillTestsService) {}

  @Get()
  @ApiOperation({
    summary: "The caller's latest skill test result per track",
    description:
      "`SkillTestResultsResponse` `{ results: SkillTestResult[] }`: the caller's latest result per track, " +
      'newest first (Profile). One `find`',
  })
  @ApiAdded()
  @ApiOk("The caller's latest result per field", sharedType('SkillTestResultsResponse'))
  async mine(@CurrentUser() caller: AuthUser): Promise<SkillTestResultsResponse> {
    return { results: await this.skillTests.resultsOf(caller.id) };
  }
}
