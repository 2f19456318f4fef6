import type { INestApplication } from '@nestjs/common';
import { API_PREFIX } from '@trail/shared';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import { observabilityConfig, type ObservabilityConfig } from '../../config/observability.config';
import { httpMetrics } from './http-metrics';
import { HTTP_LOGGER } from './observability.module';
import { METRICS_PATH, metricsEndpoint } from './metrics-endpoint';
import { Metrics } from './metrics.service';

/** Where nestjs-pino's `Logger` finds the request's logger, so its lines carry the request id. */
function bindRequestLogger(req: Request, _res: Response, next: NextFunction): void {
  storage.run(new Store(req.log), next);
}

/** Before any other middleware: every request gets an id, a log line and, when on, its metrics. */
export function setUpObservability(app: INestApplication): void {
  const config = app.get<ObservabilityConfig>(observabilityConfig.KEY);
  app.useLogger(app.get(Logger));
  app.use(app.get(HTTP_LOGGER, { strict: false }), bindRequestLogger);
  if (config.metricsEnabled) app.use(httpMetrics(app.get(Metrics)));
}

/** After the security headers and CORS, before Nest's routes: `GET /api/v1/metrics`. */
export function serveMetrics(app: INestApplication): void {
  const config = app.get<ObservabilityConfig>(observabilityConfig.KEY);
  app.getHttpAdapter().get(`/${API_PREFIX}/${METRICS_PATH}`, metricsEndpoint(config, app.get(Metrics)));
}
