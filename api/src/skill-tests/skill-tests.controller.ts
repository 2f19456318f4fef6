import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({
    summary: "A track's skill and personality test",
    description:
      'Request: signed in (any learner; no plan needed). Answer: `SkillTestQuestions` `{ fieldId, version, ' +
      "values, skills, traits: [{ key, trait, question }] }`: the track's skill and personality test, " +
      'seeded from `api/src/skill-tests/content/` and served from memory (no database command). Unknown ' +
      'track → 404 `This mentorship track does not exist`; a track without a test → 404 `This track has no ' +
      'skill test yet`',
  })
  @ApiOk("The field's skill test questions", sharedType('SkillTestQuestions'))
  @ApiErrors({ 404: 'No such field, or it has no skill test' })
  questions(@Param('id') fieldId: string): SkillTestQuestions {
    return this.skillTests.questions(fieldId);
  }

  /** Stores the answers as the learner's latest result for the track, and answers it. */
  @Post()
  @ApiOperation({
    summary: 'Submit the skill and personality test',
    description:
      'Request: signed in; `SubmitSkillTestBody` `{ values: string[5], skill: [{ name, level 0–10 }], ' +
      'trait: [{ question, score 0–5 }] }`. Answer: 200 `SkillTestResult` `{ fieldId, fieldName, version, ' +
      "values, skill, trait: [{ trait, question, score }], takenAt }`: stored as the caller's latest " +
      'result for the track (one per learner and track, unique `(user, field)`: a re-take replaces it). ' +
      '400 naming the field: `values must list exactly 5 values`, `values must not repeat a value`, ' +
      '`values: "X" is not one of this test’s values`, `skill.1.level must be from 0 to 10`, ' +
      '`trait.2.score must be from 0 to 5`, `skill: "X" is not answered`, `skill: "X" is not in this ' +
      "test`, `trait: each entry may be answered once`. The spec's body `{assessment: list}` is replaced " +
      "by the §3 Test entity's shape (decision 0051)",
  })
  @ApiOk('The result, saved as the latest for this field', sharedType('SkillTestResult'))
  @ApiErrors({ 400: `${WHY.invalid}: an answer missing, repeated, unknown or with a value the test does not have`, 404: 'No such field, or it has no skill test' })
  @HttpCode(HttpStatus.OK)
  submit(@CurrentUser() caller: AuthUser, @Param('id') fieldId: string, @Body() body: SubmitSkillTestDto): Promise<SkillTestResult> {
    return this.skillTests.submit(fieldId, caller.id, body);
  }
}
