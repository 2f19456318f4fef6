import { scopedEnv } from './servers/scoped-env';
import { createTestApp, type TestApp } from './create-test-app';

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
