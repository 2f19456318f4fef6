import { type ErrorStatus, EVERY_ROUTE } from '../../../src/platform/openapi/api-contract';
import { scopedEnv } from '../../support/servers/scoped-env';
import { createTestApp, type TestApp } from '../../support/create-test-app';

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}

const ERROR_BODY = '#/components/schemas/ErrorBody';

/**
 * Operations with no failure of their own: only the rate limit (429) and MongoDB out of reach (503)
 * that every route shares. Each takes no input and answers the same to everyone.
 */
const CANNOT_FAIL = new Set<string>([
  'GET /api/v1/auth/up', // the wake-up ping
  'GET /api/v1/health/live', // liveness asks nothing but the process
  'GET /api/v1/skills', // the fixed list of micro skills
  'GET /api/v1/fields', // the fixed list of fields
]);

describe('OpenAPI description', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the main endpoints with bearer auth at /api/docs-json', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/register',
        '/api/v1/auth/login',
        '/api/v1/users/{id}',
        '/api/v1/users/referral',
        '/api/v1/avatars/{file}',
        '/api/v1/skills',
      ]),
    );
    expect(Object.keys(res.body.paths['/api/v1/users/{id}'])).toEqual(expect.arrayContaining(['get', 'put']));
    expect(res.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents every operation: a described success and its failures as { error }', async () => {
    const { paths } = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const responses = Object.entries(operation.responses ?? {});
        // Nest adds an undescribed 200/201 to every route; only a described one counts as declared.
        if (!responses.some(([status, r]) => /^[23]\d\d$/.test(status) && r.description)) problems.push(`${name}: no success response`);
        const errors = responses.filter(([status]) => /^[45]\d\d$/.test(status));
        for (const [status, r] of errors) {
          if (r.content?.['application/json']?.schema?.$ref !== ERROR_BODY) problems.push(`${name}: ${status} is not an ErrorBody`);
          if (!r.description) problems.push(`${name}: ${status} does not say when`);
        }
        for (const status of Object.keys(EVERY_ROUTE)) if (!operation.responses?.[status]) problems.push(`${name}: no ${status}`);
        const ownErrors = errors.filter(([status, r]) => r.description !== EVERY_ROUTE[Number(status) as ErrorStatus]);
        if (ownErrors.length === 0 && !CANNOT_FAIL.has(name)) problems.push(`${name}: no error response of its own`);
        if (ownErrors.length > 0 && CANNOT_FAIL.has(name)) problems.push(`${name}: listed as cannot fail, yet declares errors`);
      }
    }
    expect(problems).toEqual([]);
    for (const name of CANNOT_FAIL) expect(Object.keys(paths[name.split(' ')[1]!] ?? {})).toContain(name.split(' ')[0]!.toLowerCase());
  });

  it('describes the avatar upload and the assessment files as multipart', async () => {
    const { paths, components } = (await t.http().get('/api/docs-json').expect(200)).body;
    const avatar = paths['/api/v1/users/{id}'].put.requestBody.content['multipart/form-data'].schema;
    expect(JSON.stringify(avatar)).toContain('"avatar":{"type":"string","format":"binary"');
    expect(JSON.stringify(paths['/api/v1/users/{id}'].put.requestBody.content['application/json'])).toContain('#/components/schemas/UpdateUserDto');
    const assess = paths['/api/v1/fields/{id}/assess'].post.requestBody.content['multipart/form-data'].schema;
    expect(JSON.stringify(assess)).toContain('"format":"binary"');
    expect(components.schemas.ErrorBody).toMatchObject({ required: ['error'], properties: { error: { type: 'string' } } });
  });

  it('serves the UI with a policy that lets it run, and keeps the strict policy elsewhere', async () => {
    const ui = await t.http().get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger-ui');
    expect(ui.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    const api = await t.http().get('/api/v1/auth/up').expect(200);
    expect(api.headers['content-security-policy']).toContain("script-src 'self';");
  });
});

describe('OpenAPI description in production', () => {
  let t: TestApp;
  const production = scopedEnv({
    NODE_ENV: 'production',
    JWT_SECRET: 'k3J9vQ2xL8mN4pR7tW1yZ6bC5dF0gH2jK8lM3nP9qS4t',
    SMTP_HOST: 'smtp.example.invalid',
    PAYSTACK_SECRET_KEY: 'sk_test_never_called',
    PAYSTACK_TEST_MODE: 'on',
    DASHBOARD_URL: 'https://app.trail.test',
    PUBLIC_API_URL: 'https://app.trail.test/api/v1',
    REMINDERS_SCHEDULER: 'off',
    PAYMENTS_RECOVERY: 'off',
    BOOKING_HOLD_RELEASE: 'off',
    ACCOUNT_DELETION_SCHEDULER: 'off',
  });

  beforeAll(async () => {
    t = await createTestApp({ env: production.env });
  });
  afterAll(async () => {
    await t?.close();
    production.restore();
  });

  it('is not served', async () => {
    await t.http().get('/api/docs-json').expect(404);
    await t.http().get('/api/docs').expect(404);
    await t.http().get('/api/v1/auth/up').expect(200);
  });
});
