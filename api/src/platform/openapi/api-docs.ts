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

/**
 * The tags (one per group of routes), in the order docs/api-endpoints.md lists them, with what holds for
 * the whole group; each route says the rest beside itself (summary, description, answers and errors).
 */
const TAGS: readonly (readonly [name: string, description?: string])[] = [
  ['auth'],
  ['users'],
  ['learning', '`offeredBy` is always derived by the API from `link`; a client\'s value is ignored.'],
  ['todos'],
  ['export'],
  ['import'],
  ['payments'],
  ['fields'],
  [
    'mentors',
    'Mentor-only routes answer 401 signed out and 403 `Only mentors can do this` to anyone else. A write based on a stale ' +
      'read (two tabs at once) → 409 `Your availability changed meanwhile…`. The `/users/freetime` routes belong to ' +
      '`api/src/mentors/`, registered before `/users/:id`, which belongs to `api/src/me/` (users and the ledger composed, ' +
      'registered last). [Decision 0036](decisions/0036-mentors-availability-and-time-zones.md) says how zones, DST and clashes work.',
  ],
  [
    'pathways',
    'Content is seeded at start from `api/src/pathways/content/` ([decision 0043](decisions/0043-pathway-content.md)). ' +
      'The resources, progress and assessment routes answer only a learner holding a plan on the pathway ' +
      '(`pathwayaccesses`, written when the payments module confirms the plan\'s payment); anyone else signed in gets 402 ' +
      '`Get a plan to open this pathway`. The check joins the plan into the route\'s one read.',
  ],
  ['assessments'],
  ['skill-tests'],
  [
    'meetings',
    "Booked meetings send both people an e-mail with an `.ics` invite (METHOD:REQUEST, UID the meeting's id) once, and " +
      'reminders about 24 h and 1 h before by e-mail, and by WhatsApp to those who turned WhatsApp reminders on, each once ' +
      'per meeting, lead, channel and person ([decision 0042](decisions/0042-meeting-cancellation-and-reminders.md)).',
  ],
  [
    'admin',
    'Role `admin` only (401 signed out, 403 `Only Trail admins can do this`). The first admin is made from a shell: ' +
      '`npm run admin -- grant <email>` (`revoke` takes it back); no API route makes an admin.',
  ],
  ['referrals'],
  ['Skills'],
  ['mailing list'],
  ['reminders'],
  ['health'],
];

/** The OpenAPI description at /api/docs (UI) and /api/docs-json, generated from the controllers and DTOs. */
export function setUpApiDocs(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Trail API')
    .setDescription(
      'The API behind the Trail dashboard and browser extension. Every failure answers { "error": "<message>" } (ErrorBody); ' +
        'every operation lists its success and the failures it can answer. ' +
        'docs/api-endpoints.md is generated from this document.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const [name, description] of TAGS) config.addTag(name, description);
  const document = withEveryRouteErrors(SwaggerModule.createDocument(app, config.build(), { extraModels: [ErrorBody] }));
  // Registered after helmet, so it overrides helmet's stricter policy on the docs pages only.
  app.use(`/${API_DOCS_PATH}`, relaxContentSecurityPolicy);
  SwaggerModule.setup(API_DOCS_PATH, app, document, { customSiteTitle: 'Trail API' });
}
