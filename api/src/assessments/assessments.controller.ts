import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AssessmentResponse, AssessmentResult, AssessmentStatusResponse } from '@trail/shared';
import type { AuthUser } from '../auth/auth-user';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AnswerUploadInterceptor } from './answer-files/answer-upload.interceptor';
import type { UploadedAnswerFile } from './answer-files/submitted-answers.service';
import { AssessmentsService } from './assessments.service';
import { SubmitAssessmentDto } from './dto/submit-assessment.dto';

/** The spec's `/fields/{id}/assess`: the section assessment of the track's pathway, marked here. */
@ApiTags('assessments')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('fields/:id/assess')
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @Get()
  questions(@CurrentUser() caller: AuthUser, @Param('id') fieldId: string): Promise<AssessmentResponse> {
    return this.assessments.questions(fieldId, caller.id);
  }

  /** Attempts used and left per section, and which sections are passed (section completion, decision 0051). */
  @Get('status')
  status(@CurrentUser() caller: AuthUser, @Param('id') fieldId: string): Promise<AssessmentStatusResponse> {
    return this.assessments.status(fieldId, caller.id);
  }

  /** JSON, or multipart: the field `assessment` (the answers as JSON) and one file per file question, named by its id. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/json', 'multipart/form-data')
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
