import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { SkillTestQuestions, SkillTestResult } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { SubmitSkillTestDto } from './dto/submit-skill-test.dto';
import { SkillTestsService } from './skill-tests.service';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

/** The spec's `/fields/{id}/test`: any signed-in learner may take a track's skill and personality test (decision 0051). */
@ApiTags('skill-tests')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('fields/:id/test')
export class SkillTestsController {
  constructor(private readonly skillTests: SkillTestsService) {}

  @Get()
  @ApiOk("The field's skill test questions", sharedType('SkillTestQuestions'))
  @ApiErrors({ 404: 'No such field, or it has no skill test' })
  questions(@Param('id') fieldId: string): SkillTestQuestions {
    return this.skillTests.questions(fieldId);
  }

  /** Stores the answers as the learner's latest result for the track, and answers it. */
  @Post()
  @ApiOk('The result, saved as the latest for this field', sharedType('SkillTestResult'))
  @ApiErrors({ 400: `${WHY.invalid}: an answer missing, repeated, unknown or with a value the test does not have`, 404: 'No such field, or it has no skill test' })
  @HttpCode(HttpStatus.OK)
  submit(@CurrentUser() caller: AuthUser, @Param('id') fieldId: string, @Body() body: SubmitSkillTestDto): Promise<SkillTestResult> {
    return this.skillTests.submit(fieldId, caller.id, body);
  }
}
