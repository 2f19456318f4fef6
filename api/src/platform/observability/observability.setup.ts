import type { INestApplication } from '@nestjs/common';
import { API_PREFIX } from '@trail/shared';
import type { NextFunction, Request, Response } from 'express';
import { Logger, PARAMS_PROVIDER_TOKEN, type Params, PinoLogger } from 'nestjs-pino';
import { observabilityConfig, type ObservabilityConfig } from '../config';
import { httpMetrics } from './http-metrics';
import { HTTP_LOGGER } from './observability.module';
import { METRICS_PATH, metricsEndpoint } from './metrics-endpoint';
import { Metrics } from './metrics.service';

/**
 * Where nestjs-pino's `Logger` finds the request's logger, so its lines carry the request id.
 * nestjs-pino 5 hides its request store; runInContext starts from its root logger (ours, through
 * `useExisting`) with the request logger's bindings, which is the same logger.
 */
function bindRequestLogger(context: PinoLogger) {
  return (req: Request, _res: Response, next: NextFunction): void => context.runInContext(next, { bindings: req.log.bindings() });
}

/** Before any other middleware: every request gets an id, a log line and, when on, its metrics. */
export function setUpObservability(app: INestApplication): void {
  const config = app.get<ObservabilityConfig>(observabilityConfig.KEY);
  app.useLogger(app.get(Logger));
  const context = new PinoLogger(app.get<Params>(PARAMS_PROVIDER_TOKEN, { strict: false }));
  app.use(app.get(HTTP_LOGGER, { strict: false }), bindRequestLogger(context));
  if (config.metricsEnabled) app.use(httpMetrics(app.get(Metrics)));
}

/** After the security headers and CORS, before Nest's routes: `GET /api/v1/metrics`. */
export function serveMetrics(app: INestApplication): void {
  const config = app.get<ObservabilityConfig>(observabilityConfig.KEY);
  app.getHttpAdapter().get(`/${API_PREFIX}/${METRICS_PATH}`, metricsEndpoint(config, app.get(Metrics)));
}
