import type { INestApplication } from '@nestjs/common';
import { API_PREFIX } from '@trail/shared';
import { Logger } from 'nestjs-pino';
import { observabilityConfig, type ObservabilityConfig } from '../../config/observability.config';
import { httpMetrics } from './http-metrics';
import { HTTP_LOGGER } from './observability.module';
import { METRICS_PATH, metricsEndpoint } from './metrics-endpoint';
import { Metrics } from './metrics.service';

/** Before any other middleware: every request gets an id, a log line and, when on, its metrics. */
export function setUpObservability(app: INestApplication): void {
  const config = app.get<ObservabilityConfig>(observabilityConfig.KEY);
  app.useLogger(app.get(Logger));
  app.use(app.get(HTTP_LOGGER, { strict: false }));
  if (config.metricsEnabled) app.use(httpMetrics(app.get(Metrics)));
}

/** After the security headers and CORS, before Nest's routes: `GET /api/v1/metrics`. */
export function serveMetrics(app: INestApplication): void {
  const config = app.get<ObservabilityConfig>(observabilityConfig.KEY);
  app.getHttpAdapter().get(`/${API_PREFIX}/${METRICS_PATH}`, metricsEndpoint(config, app.get(Metrics)));
}
