import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ANSWER_FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@trail/shared';
import type { Request, Response } from 'express';
import { finalize, type Observable } from 'rxjs';
import type { AuthUser } from '../../session';
import { jsonShapeProblem } from '../../platform/http';
import { assessmentsConfig, type AssessmentsConfig } from '../assessments.config';
import { AssessmentsService } from '../assessments.service';
import { UploadSlots } from './upload-slots';

/** Seconds a learner whose submission found every slot taken waits before sending again. */
const BUSY_RETRY_SECONDS = 30;

/** File questions a section may have at most: more files than this in one submission is refused unread. */
export const MAX_ANSWER_FILES = 5;

export const ANSWER_FORM_MESSAGES = {
  form: `Send the answers as the one field "assessment" (JSON) and at most ${MAX_ANSWER_FILES} files, each named by its question’s id`,
  json: 'The field "assessment" must be the answers as JSON',
} as const;

/**
 * Multipart submissions: multer reads into memory but stops at the first byte past 5 MB per file
 * (and at MAX_ANSWER_FILES files, one small JSON field), so a request never buffers more than that.
 * JSON requests pass straight through.
 */
const MulterAnswers = AnyFilesInterceptor({
  limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_ANSWER_FILES, fields: 1, fieldSize: 512 * 1024, parts: MAX_ANSWER_FILES + 1 },
});

/** A problem with the answers field itself: its own message reaches the learner (multer's own errors get the form's). */
class AnswersFieldError extends BadRequestException {}

@Injectable()
export class AnswerUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new MulterAnswers();
  private readonly slots: UploadSlots;

  constructor(
    private readonly assessments: AssessmentsService,
    @Inject(assessmentsConfig.KEY) config: AssessmentsConfig,
  ) {
    this.slots = new UploadSlots(config.uploadsAtOnce);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { user: AuthUser }>();
    if (!req.is('multipart/form-data')) return next.handle();
    // What submit would refuse anyway (no plan, no attempts left) is refused before a file is read (security review L12).
    await this.assessments.checkCanSubmit(String(req.params.id), req.user.id);
    const release = this.slots.take();
    // 429, not 503: the dashboard takes a 503 for Trail being down, and this is only a moment's wait.
    if (!release) {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(BUSY_RETRY_SECONDS));
      throw new HttpException(ANSWER_FILE_MESSAGES.busy, HttpStatus.TOO_MANY_REQUESTS);
    }
    // The answers come as a JSON text field: parsed here so the DTO validates them as for a JSON body.
    const parsed: CallHandler = { handle: () => (parseAnswersField(req), next.handle()) };
    try {
      // The files stay in memory until the submission is answered: the slot is held until then.
      return (await this.multer.intercept(context, parsed)).pipe(finalize(release));
    } catch (error) {
      release();
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(ANSWER_FILE_MESSAGES.tooLarge);
      if (error instanceof BadRequestException && !(error instanceof AnswersFieldError)) throw new BadRequestException(ANSWER_FORM_MESSAGES.form);
      throw error;
    }
  }
}

function parseAnswersField(req: Request): void {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (typeof body.assessment !== 'string') {
    req.body = { assessment: [] };
    return;
  }
  let assessment: unknown;
  try {
    assessment = JSON.parse(body.assessment) as unknown;
  } catch {
    throw new AnswersFieldError(ANSWER_FORM_MESSAGES.json);
  }
  // Parsed here, after the app-wide shape check ran on the form: the same limits apply (security review L2).
  const problem = jsonShapeProblem(assessment);
  if (problem) throw new AnswersFieldError(problem);
  req.body = { assessment };
}
