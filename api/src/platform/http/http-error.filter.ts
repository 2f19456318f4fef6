import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus, Logger } from '@nestjs/common';
import type { ApiErrorBody } from '@trail/shared';
import type { Response } from 'express';
import { errorMessage } from '../errors';
import { redactContacts } from '../observability';
import { toHttpError } from './to-http-error';

/** The one error contract: every failure leaves the API as `{ "error": "<message>" }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, message, retryAfterSeconds } = toHttpError(exception);
    if (retryAfterSeconds !== undefined) {
      this.logger.warn(redactContacts(`${message} (${errorMessage(exception)})`));
    } else if (status >= HttpStatus.INTERNAL_SERVER_ERROR) {
      this.logger.error(redactContacts(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)));
    }
    if (response.headersSent) return;
    if (retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(retryAfterSeconds));
    const body: ApiErrorBody = { error: message };
    response.status(status).json(body);
  }
}
