import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  @ApiOk("Every question of the pathway's assessments, retired ones included", sharedType('AdminQuestionsResponse'))
  @ApiErrors({ 404: 'No pathway has this slug' })
  async list(@Param('slug') slug: string): Promise<AdminQuestionsResponse> {
    return { questions: await this.questions.list(slug) };
  }

  @Post('pathways/:slug/questions')
  @ApiCreated('The new question', sharedType('AdminQuestion'))
  @ApiErrors({ 400: `${WHY.invalid}, or the section does not exist`, 404: 'No pathway has this slug' })
  add(@Param('slug') slug: string, @Body() body: QuestionEditDto, @CurrentUser() admin: AuthUser): Promise<AdminQuestion> {
    return this.questions.add(slug, body, admin.id);
  }

  @Put('assessment-questions/:id')
  @ApiOk('The changed question', sharedType('AdminQuestion'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such question' })
  edit(@Param('id') id: string, @Body() body: QuestionEditDto, @CurrentUser() admin: AuthUser): Promise<AdminQuestion> {
    return this.questions.edit(id, body, admin.id);
  }

  @Post('assessment-questions/:id/retire')
  @ApiOk('The retired question (no longer asked)', sharedType('AdminQuestion'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such question' })
  @HttpCode(HttpStatus.OK)
  retire(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminQuestion> {
    return this.questions.setRetired(id, true, admin.id);
  }

  @Post('assessment-questions/:id/restore')
  @ApiOk('The question, asked again', sharedType('AdminQuestion'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such question' })
  @HttpCode(HttpStatus.OK)
  restore(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminQuestion> {
    return this.questions.setRetired(id, false, admin.id);
  }

  @Post('pathways/:slug/attempt-grants')
  @ApiOk('The learner’s attempts after the grant', sharedType('AttemptGrantResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or the section has no assessment`, 404: 'No such pathway or account' })
  @HttpCode(HttpStatus.OK)
  grant(@Param('slug') slug: string, @Body() body: AttemptGrantDto, @CurrentUser() admin: AuthUser): Promise<AttemptGrantResponse> {
    return this.grants.grant(slug, body, admin.id);
  }
}
