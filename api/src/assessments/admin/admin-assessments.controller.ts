import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminQuestion, AdminQuestionsResponse, AttemptGrantResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { AttemptGrantDto } from './attempt-grant.dto';
import { AttemptGrantsService } from './attempt-grants.service';
import { QuestionAdminService } from './question-admin.service';
import { QuestionEditDto } from './question-edit.dto';
import { ApiCreated, ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

/** The admin page's question banks (with their answer keys: admin only) and extra attempts (decision 0054). */
@ApiTags('admin')
@RequireAccess({ roles: ['admin'] })
@Controller('admin')
export class AdminAssessmentsController {
  constructor(
    private readonly questions: QuestionAdminService,
    private readonly grants: AttemptGrantsService,
  ) {}

  @Get('pathways/:slug/questions')
  @ApiOperation({
    summary: "A pathway's assessment questions with their answer keys",
    description: '`{ questions: AdminQuestion[] }` with the answer keys (`correct`), retired ones too',
  })
  @ApiOk("Every question of the pathway's assessments, retired ones included", sharedType('AdminQuestionsResponse'))
  @ApiErrors({ 404: 'No pathway has this slug' })
  async list(@Param('slug') slug: string): Promise<AdminQuestionsResponse> {
    return { questions: await this.questions.list(slug) };
  }

  @Post('pathways/:slug/questions')
  @ApiOperation({
    summary: 'Add an assessment question',
    description:
      'Request: `QuestionEditBody` `{ section, question, type, options, correct, sub, order? }`, shaped as ' +
      '`questionShapeError` says (obj four or five options or True/False, one key; check four or five, one ' +
      'key or more; others none). Answer: 201 `AdminQuestion`; a bad shape → 400 naming it',
  })
  @ApiCreated('The new question', sharedType('AdminQuestion'))
  @ApiErrors({ 400: `${WHY.invalid}, or the section does not exist`, 404: 'No pathway has this slug' })
  add(@Param('slug') slug: string, @Body() body: QuestionEditDto, @CurrentUser() admin: AuthUser): Promise<AdminQuestion> {
    return this.questions.add(slug, body, admin.id);
  }

  @Put('assessment-questions/:id')
  @ApiOperation({
    summary: 'Edit an assessment question',
    description: 'Request: `QuestionEditBody`. Answer: `AdminQuestion`',
  })
  @ApiOk('The changed question', sharedType('AdminQuestion'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such question' })
  edit(@Param('id') id: string, @Body() body: QuestionEditDto, @CurrentUser() admin: AuthUser): Promise<AdminQuestion> {
    return this.questions.edit(id, body, admin.id);
  }

  @Post('assessment-questions/:id/retire')
  @ApiOperation({
    summary: 'Retire an assessment question',
    description: '`AdminQuestion`; retired: no longer asked nor marked',
  })
  @ApiOk('The retired question (no longer asked)', sharedType('AdminQuestion'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such question' })
  @HttpCode(HttpStatus.OK)
  retire(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminQuestion> {
    return this.questions.setRetired(id, true, admin.id);
  }

  @Post('assessment-questions/:id/restore')
  @ApiOperation({
    summary: 'Restore a retired assessment question',
    description: '`AdminQuestion`; retired: no longer asked nor marked',
  })
  @ApiOk('The question, asked again', sharedType('AdminQuestion'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such question' })
  @HttpCode(HttpStatus.OK)
  restore(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminQuestion> {
    return this.questions.setRetired(id, false, admin.id);
  }

  @Post('pathways/:slug/attempt-grants')
  @ApiOperation({
    summary: "Grant a learner extra attempts at a section's assessment",
    description:
      'Request: `{ email, section, extra 1–10 }`. Answer: `{ section, extraAttempts, message }`; unknown ' +
      'e-mail → 404 `No account has this e-mail address`; a section without questions → 400',
  })
  @ApiOk('The learner’s attempts after the grant', sharedType('AttemptGrantResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or the section has no assessment`, 404: 'No such pathway or account' })
  @HttpCode(HttpStatus.OK)
  grant(@Param('slug') slug: string, @Body() body: AttemptGrantDto, @CurrentUser() admin: AuthUser): Promise<AttemptGrantResponse> {
    return this.grants.grant(slug, body, admin.id);
  }
}
