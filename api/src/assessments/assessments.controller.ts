import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AssessmentResponse, AssessmentResult, AssessmentStatusResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { AnswerUploadInterceptor } from './answer-files/answer-upload.interceptor';
import type { UploadedAnswerFile } from './answer-files/submitted-answers.service';
import { AssessmentsService } from './assessments.service';
import { SubmitAssessmentDto } from './dto/submit-assessment.dto';
import { ANSWER_FORM, ApiAdded, ApiErrors, ApiJsonOrMultipart, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

/** The spec's `/fields/{id}/assess`: the section assessment of the track's pathway, marked here. */
@ApiTags('assessments')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('fields/:id/assess')
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @Get()
  @ApiOperation({
    summary: "The questions of the caller's next section assessment",
    description:
      '`AssessmentResponse` `{ data: AssessmentQuestion[] }`: the questions of the first section of the ' +
      "track's pathway whose assessment the caller has not passed (once all are passed, the last: a " +
      're-take), in order, each with `options`, `sub` and `section { title, no, sub }`; never an answer ' +
      'key. Unknown track → 404 `This mentorship track does not exist`; a track without a pathway → 404 ' +
      '`This track has no pathway yet`',
  })
  @ApiOk("The questions of the track's section assessments", sharedType('AssessmentResponse'))
  @ApiErrors({ 402: 'No plan on this pathway', 404: 'No such field, or its pathway has no assessment' })
  questions(@CurrentUser() caller: AuthUser, @Param('id') fieldId: string): Promise<AssessmentResponse> {
    return this.assessments.questions(fieldId, caller.id);
  }

  /** Attempts used and left per section, and which sections are passed (section completion, decision 0051). */
  @Get('status')
  @ApiOperation({
    summary: "The caller's assessment attempts per section",
    description:
      '`AssessmentStatusResponse` `{ maxAttempts, sections: [{ section, passed, attempts, attemptsLeft }], ' +
      "next }`: every section with an assessment, in order, with the caller's attempts; `next` is the one " +
      '`GET /fields/:id/assess` gives (or null). The dashboard feeds `passed` to `pathwayProgress` (a ' +
      'section is done only once its assessment is passed) and shows attempts left. One aggregation',
  })
  @ApiAdded()
  @ApiOk('Attempts used and left per section, and the sections passed', sharedType('AssessmentStatusResponse'))
  @ApiErrors({ 402: 'No plan on this pathway', 404: 'No such field, or its pathway has no assessment' })
  status(@CurrentUser() caller: AuthUser, @Param('id') fieldId: string): Promise<AssessmentStatusResponse> {
    return this.assessments.status(fieldId, caller.id);
  }

  /** JSON, or multipart: the field `assessment` (the answers as JSON) and one file per file question, named by its id. */
  @Post()
  @ApiOperation({
    summary: 'Submit a section assessment (JSON or multipart with files)',
    description:
      'Request: signed in, with a plan (else 402); `SubmitAssessmentBody` `{ assessment: [{ question, ' +
      'answer? , answers? }] }` (≤ 200; `answer` ≤ 4000 characters, `answers` ≤ 20 of ≤ 500). Answer: ' +
      '`AssessmentResult` `{ data: { section, score, passed, correct, marked, forReview, attempt, ' +
      'attemptsLeft, sectionCompleted }, result: [{ title, pass }] per sub-topic, congratulations, text ' +
      '}`: obj and check questions marked against the keys (70 % to pass, per sub-topic and overall), text ' +
      'answers kept for a mentor; every attempt stored, numbered by the unique `(user, pathway, section, ' +
      'attempt)`. `sectionCompleted`: every resource of the section completed and its assessment passed ' +
      '(this attempt or an earlier one; shared `sectionCompleted`). Past `ASSESSMENT_MAX_ATTEMPTS` ' +
      '(default 3) → 409 `You have used all 3 attempts at section 1’s assessment: there are no re-takes ' +
      'left`; two submissions racing for the last attempt → one 200, the other 409 ([decision ' +
      '0051](decisions/0051-skill-test-section-completion-and-attempt-limit.md)). Questions left out count ' +
      'as wrong (Skip Test sends what it has). Text, link and file answers are kept for a mentor ' +
      '(`forReview`); a link must be an http(s) address (400 `A link answer must be a web address starting ' +
      'with http:// or https://`). **Multipart** too: the field `assessment` (the answers as JSON) and one ' +
      'file per file question named by its id; each ≤ 5 MB (413 `Each file must be at most 5 MB`, cut off ' +
      'while reading), PDF, PNG, JPEG, WebP or GIF by content (else 415 `A file answer must be a PDF, PNG, ' +
      'JPEG, WebP or GIF: this file is none of them`), at most 5 files; stored in GridFS ' +
      '`assessmentfiles`; a refused submission stores no attempt and no file ([decision ' +
      '0053](decisions/0053-file-and-link-answers-and-mentor-reviews.md)). A multipart submission the plan ' +
      'or the attempts refuse is refused before its files are read (402, 409); one instance reads at most ' +
      '`ANSWER_UPLOADS_AT_ONCE` (8) at once, past that 429 `Many answers with files are being sent to ' +
      'Trail right now. …` with `Retry-After: 30` (security review L12)',
  })
  @ApiJsonOrMultipart(SubmitAssessmentDto, ANSWER_FORM, 'JSON, or a form: `assessment` (the answers as JSON) and one file per file question, named by its id')
  @ApiOk('The marks, and whether the section is passed', sharedType('AssessmentResult'))
  @ApiErrors({ 400: `${WHY.invalid}, or a file is missing, extra or for no file question`, 402: 'No plan on this pathway', 404: 'No such field, section or assessment', 409: 'No attempts left, or another attempt is being marked', 413: 'A file is too large', 415: 'A file is not of an accepted type' })
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
