import { HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

/** Every 429 says how long to wait in the standard `Retry-After` header (seconds). */
export function tooManyRequests(res: Response, retryAfterSeconds: number, message: string): HttpException {
  res.setHeader('Retry-After', String(Math.max(1, retryAfterSeconds)));
  return new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}
