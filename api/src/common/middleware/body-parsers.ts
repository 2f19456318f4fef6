import { HttpException, HttpStatus } from '@nestjs/common';
import express, { type RequestHandler } from 'express';

/** Messages for the errors Express's body parsers raise, keyed by their `type`. */
const PARSER_ERRORS: Record<string, [HttpStatus, string]> = {
  'entity.parse.failed': [HttpStatus.BAD_REQUEST, 'The request body is not valid JSON'],
  'entity.too.large': [HttpStatus.PAYLOAD_TOO_LARGE, 'The request body is too large'],
  'encoding.unsupported': [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'The request body has an unsupported encoding'],
  'charset.unsupported': [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'The request body has an unsupported charset'],
  'parameters.too.many': [HttpStatus.PAYLOAD_TOO_LARGE, 'The request body has too many fields'],
};

/** Turns a parser failure into an HttpException, so the error filter answers it like any other. */
function withReadableErrors(parser: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: unknown }).type;
      const known = typeof type === 'string' ? PARSER_ERRORS[type] : undefined;
      next(known ? new HttpException(known[1], known[0]) : error);
    });
}

export function bodyParsers(limit: string): RequestHandler[] {
  return [
    // The raw bytes stay on the request (Nest's RawBodyRequest) for signature checks such as Paystack's webhook.
    withReadableErrors(express.json({ limit, verify: (req, _res, buf) => ((req as { rawBody?: Buffer }).rawBody = buf) })),
    withReadableErrors(express.urlencoded({ limit, extended: false })),
  ];
}
