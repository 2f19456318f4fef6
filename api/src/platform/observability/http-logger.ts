import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { ObservabilityConfig } from '../config';
import { redactContactsInLogs } from './redact-contacts';
import { routeOf } from './http-route';
import { requestIdOf } from './request-id';
import { textLogStream } from './text-log-stream';

export type HttpLogger = ReturnType<typeof pinoHttp<IncomingMessage, ServerResponse>>;

/** Defence in depth: nothing logs these objects today, and if something does, they stay out. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-paystack-signature"]',
  'res.headers["set-cookie"]',
  'req.query',
  'req.body',
  '*.password',
  '*.token',
  '*.email',
  '*.phone',
];

export function createLogger(config: ObservabilityConfig, destination: DestinationStream | null = null): Logger {
  return pino(
    {
      level: config.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      hooks: {
        // An e-mail address or phone number inside any message (an outside service's error text) is masked.
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactContactsInLogs(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    destination ?? (config.format === 'json' ? pino.destination({ dest: 1, sync: true }) : textLogStream()),
  );
}

const requestLine = (req: IncomingMessage, res: ServerResponse, responseTime: number) => ({
  method: req.method,
  route: routeOf(req),
  status: res.statusCode,
  durationMs: responseTime,
});

/**
 * One line per request, written when the answer is sent: its id, method, route pattern, status and
 * duration, and nothing else of the request (no URL, query, headers or body).
 */
export function createHttpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, value: { responseTime: number }) => requestLine(req, res, value.responseTime),
    customErrorObject: (req, res, _error, value: { responseTime: number }) => requestLine(req, res, value.responseTime),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
  });
}
