import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX } from '@trail/shared';
import compression from 'compression';
import helmet from 'helmet';
import { answerClientErrorsAsJson, bodyParsers, createValidationPipe, HttpErrorFilter } from './platform/http';
import { REQUEST_ID_HEADER, serveMetrics, setUpObservability } from './platform/observability';
import { appConfig, type AppConfig } from './platform/config';
import { setUpApiDocs } from './platform/openapi';

const JSON_BODY_LIMIT = '100kb';

/** Options for NestFactory.create / createNestApplication: setUpApp adds the body parsers. */
export const APP_OPTIONS = { bodyParser: false, abortOnError: false } as const;

function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes(origin) || origin.startsWith('moz-extension://');
}

/** Everything main.ts and the tests share: logs and metrics, prefix, security headers, CORS, pipes and the error contract. */
export function setUpApp(app: INestApplication): void {
  const config = app.get<AppConfig>(appConfig.KEY);
  setUpObservability(app);
  (app as NestExpressApplication).disable('x-powered-by');
  // Without it, behind a load balancer every learner would share the balancer's IP and its budget.
  (app as NestExpressApplication).set('trust proxy', config.trustProxyHops);
  app.use(helmet());
  app.use(compression());
  app.use(...bodyParsers(JSON_BODY_LIMIT));
  app.enableCors({
    origin: (origin: string | undefined, allow: (error: Error | null, allowed: boolean) => void) =>
      allow(null, !origin || isAllowedOrigin(origin, config.corsOrigins)),
    maxAge: 600,
    exposedHeaders: [REQUEST_ID_HEADER],
  });
  serveMetrics(app);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  if (config.apiDocs) setUpApiDocs(app);
  answerClientErrorsAsJson(app.getHttpServer());
}
