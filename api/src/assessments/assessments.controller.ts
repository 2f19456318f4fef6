import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AssessmentResponse, AssessmentResult, AssessmentStatusResponse } from '@trail/shared';
import type { AuthUser } from '../auth/auth-user';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../common/decorators/current-user.decorator';
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

  @Post()
  @HttpCode(HttpStatus.OK)
  submit(@CurrentUser() caller: AuthUser, @Param('id') fieldId: string, @Body() body: SubmitAssessmentDto): Promise<AssessmentResult> {
    return this.assessments.submit(fieldId, caller.id, body.assessment);
  }
}
