import { HttpException, HttpStatus } from '@nestjs/common';
import mongoose from 'mongoose';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, isDuplicateKey } from '../database';
import { TooManyRequestsError } from '../throttling';

export interface HttpError {
  status: number;
  message: string;
  /** Sent as Retry-After: the failure is temporary and the same request may succeed later. */
  retryAfterSeconds?: number;
}

const SERVER_ERROR: HttpError = {
  status: HttpStatus.INTERNAL_SERVER_ERROR,
  message: 'Something went wrong on our side. Please try again.',
};

function messageOf(response: string | object): string {
  if (typeof response === 'string') return response;
  const { message } = response as { message?: unknown };
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : 'Request failed';
}

/** Maps anything thrown while serving a request to a status and a message a person can read. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof TooManyRequestsError) {
    return { status: HttpStatus.TOO_MANY_REQUESTS, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error instanceof HttpException) {
    return { status: error.getStatus(), message: messageOf(error.getResponse()) };
  }
  if (error instanceof mongoose.Error.CastError) {
    return { status: HttpStatus.BAD_REQUEST, message: `Invalid ${error.path}: ${String(error.value)}` };
  }
  if (error instanceof mongoose.Error.ValidationError) {
    const first = Object.values(error.errors)[0];
    return { status: HttpStatus.BAD_REQUEST, message: first?.message ?? error.message };
  }
  if (isDuplicateKey(error)) {
    const field = Object.keys(error.keyValue ?? {})[0] ?? 'value';
    return { status: HttpStatus.CONFLICT, message: `This ${field} is already taken` };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  return SERVER_ERROR;
}
