import { HttpException, HttpStatus } from '@nestjs/common';
import express, { type RequestHandler } from 'express';
import { refuseOddRequestShapes } from './request-shape';

/** Messages for the errors Express's body parsers raise, keyed by their `type`. */
const PARSER_ERRORS: Record<string, [HttpStatus, string]> = {
  'entity.parse.failed': [HttpStatus.BAD_REQUEST, 'The request body is not valid JSON'],
  'entity.too.large': [HttpStatus.PAYLOAD_TOO_LARGE, 'The request body is too large'],
  'encoding.unsupported': [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'The request body has an unsupported encoding'],
  'charset.unsupported': [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'The request body has an unsupported charset'],
  'parameters.too.many': [HttpStatus.PAYLOAD_TOO_LARGE, 'The request body has too many fields'],
  'request.size.invalid': [HttpStatus.BAD_REQUEST, 'The request body does not match its Content-Length'],
};

export const NOT_ENCODED_AS_DECLARED = 'The request body is not encoded as its Content-Encoding header says';
export const UNREADABLE_BODY = 'The request body could not be read';

function readableError(error: unknown, contentEncoding: string | undefined): HttpException | undefined {
  const { type, status } = error as { type?: unknown; status?: unknown };
  const known = typeof type === 'string' ? PARSER_ERRORS[type] : undefined;
  if (known) return new HttpException(known[1], known[0]);
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  // A decompression failure carries zlib's code and no type: the body is not what the header claims.
  const encoded = contentEncoding !== undefined && contentEncoding.toLowerCase() !== 'identity';
  return new HttpException(encoded ? NOT_ENCODED_AS_DECLARED : UNREADABLE_BODY, HttpStatus.BAD_REQUEST);
}

/** Turns a parser failure into an HttpException, so the error filter answers it like any other. */
function withReadableErrors(parser: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      next(readableError(error, req.headers['content-encoding']) ?? error);
    });
}

export function bodyParsers(limit: string): RequestHandler[] {
  return [
    // The raw bytes stay on the request (Nest's RawBodyRequest) for signature checks such as Paystack's webhook.
    withReadableErrors(express.json({ limit, verify: (req, _res, buf) => ((req as { rawBody?: Buffer }).rawBody = buf) })),
    withReadableErrors(express.urlencoded({ limit, extended: false })),
    refuseOddRequestShapes,
  ];
}
