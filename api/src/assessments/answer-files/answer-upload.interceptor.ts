import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ANSWER_FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@trail/shared';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { jsonShapeProblem } from '../../common/middleware/request-shape';

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

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('multipart/form-data')) return next.handle();
    // The answers come as a JSON text field: parsed here so the DTO validates them as for a JSON body.
    const parsed: CallHandler = { handle: () => (parseAnswersField(req), next.handle()) };
    try {
      return await this.multer.intercept(context, parsed);
    } catch (error) {
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
