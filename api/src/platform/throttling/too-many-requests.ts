import { HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

/** Every 429 says how long to wait in the standard `Retry-After` header (seconds). */
export function tooManyRequests(res: Response, retryAfterSeconds: number, message: string): HttpException {
  res.setHeader('Retry-After', String(Math.max(1, retryAfterSeconds)));
  return new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}

/** A 429 thrown from a service, which has no response to set the header on: the error filter sends `Retry-After`. */
export class TooManyRequestsError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
