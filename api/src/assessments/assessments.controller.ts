import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AssessmentResponse, AssessmentResult, AssessmentStatusResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { AnswerUploadInterceptor } from './answer-files/answer-upload.interceptor';
import type { UploadedAnswerFile } from './answer-files/submitted-answers.service';
import { AssessmentsService } from './assessments.service';
import { SubmitAssessmentDto } from './dto/submit-assessment.dto';
import { ANSWER_FORM, ApiErrors, ApiJsonOrMultipart, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

/** The spec's `/fields/{id}/assess`: the section assessment of the track's pathway, marked here. */
@ApiTags('assessments')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('fields/:id/assess')
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @Get()
  @ApiOk("The questions of the track's section assessments", sharedType('AssessmentResponse'))
  @ApiErrors({ 404: 'No such field, or its pathway has no assessment' })
  questions(@CurrentUser() caller: AuthUser, @Param('id') fieldId: string): Promise<AssessmentResponse> {
    return this.assessments.questions(fieldId, caller.id);
  }

  /** Attempts used and left per section, and which sections are passed (section completion, decision 0051). */
  @Get('status')
  @ApiOk('Attempts used and left per section, and the sections passed', sharedType('AssessmentStatusResponse'))
  @ApiErrors({ 404: 'No such field, or its pathway has no assessment' })
  status(@CurrentUser() caller: AuthUser, @Param('id') fieldId: string): Promise<AssessmentStatusResponse> {
    return this.assessments.status(fieldId, caller.id);
  }

  /** JSON, or multipart: the field `assessment` (the answers as JSON) and one file per file question, named by its id. */
  @Post()
  @ApiJsonOrMultipart(SubmitAssessmentDto, ANSWER_FORM, 'JSON, or a form: `assessment` (the answers as JSON) and one file per file question, named by its id')
  @ApiOk('The marks, and whether the section is passed', sharedType('AssessmentResult'))
  @ApiErrors({ 400: `${WHY.invalid}, or a file is missing, extra or for no file question`, 404: 'No such field, section or assessment', 409: 'No attempts left, or another attempt is being marked', 413: 'A file is too large', 415: 'A file is not of an accepted type' })
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(AnswerUploadInterceptor)
  submit(
    @CurrentUser() caller: AuthUser,
    @Param('id') fieldId: string,
    @Body() body: SubmitAssessmentDto,
    @UploadedFiles() files: UploadedAnswerFile[] | undefined,
  ): Promise<AssessmentResult> {
    return this.assessments.submit(fieldId, caller.id, body.assessment, files ?? []);
  }
}
