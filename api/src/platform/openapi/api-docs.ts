import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { ErrorBody, withEveryRouteErrors } from './api-contract';

export const API_DOCS_PATH = 'api/docs';

/** Swagger UI's page runs inline setup and shows data: and https images; only its pages get this policy. */
const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

function relaxContentSecurityPolicy(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
  next();
}

/** The OpenAPI description at /api/docs (UI) and /api/docs-json, generated from the controllers and DTOs. */
export function setUpApiDocs(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Trail API')
    .setDescription(
      'The API behind the Trail dashboard and browser extension. Every failure answers { "error": "<message>" } (ErrorBody); ' +
        'every operation lists its success and the failures it can answer. ' +
        'Endpoint notes: docs/api-endpoints.md.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const document = withEveryRouteErrors(SwaggerModule.createDocument(app, config, { extraModels: [ErrorBody] }));
  // Registered after helmet, so it overrides helmet's stricter policy on the docs pages only.
  app.use(`/${API_DOCS_PATH}`, relaxContentSecurityPolicy);
  SwaggerModule.setup(API_DOCS_PATH, app, document, { customSiteTitle: 'Trail API' });
}
