import { createHmac } from 'node:crypto';
import { Controller, Get, Logger } from '@nestjs/common';
import { LOG_DESTINATION } from '../../../src/platform/observability/observability.module';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { bearer, signUp } from '../../support/factories/accounts';
import { scopedEnv } from '../../support/servers/scoped-env';

const PAYSTACK_SECRET = 'sk_test_observability_secret';
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** A route that logs through Nest's Logger mid-request, as services do. */
@Controller('log-probe')
class LogProbeController {
  private readonly logger = new Logger('LogProbe');

  @Get()
  probe(): { ok: true } {
    this.logger.log('Probe ran for ada.obi@example.com on +2348012345678');
    return { ok: true };
  }
}

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  context?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
}

describe('logs: one JSON line per request, with its id and no personal data', () => {
  let t: TestApp;
  let restoreEnv: () => void;
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as LogLine);
  const requestLine = (requestId: string) => lines().find((line) => line.requestId === requestId && line.msg.startsWith('request '));

  beforeAll(async () => {
    const scoped = scopedEnv({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    restoreEnv = scoped.restore;
    t = await createTestApp({
      env: scoped.env,
      controllers: [LogProbeController],
      overrides: [{ provide: LOG_DESTINATION, useValue: { write: (line: string) => written.push(line) } }],
    });
  });
  afterAll(async () => {
    await t?.close();
    restoreEnv();
  });

  it('keeps tokens, reset codes, e-mail addresses and passwords out of every line', async () => {
    const email = 'chioma.eze@example.com';
    const { token, user } = await signUp(t, { email, password: 'a-secret-passphrase' });
    const resetToken = 'reset-3f9a1c0d2b7e4f6a8c5d';
    const unsubscribeToken = 'unsub-9b8a7c6d5e4f3a2b1c0d';
    await t.http().get(`/api/v1/users/${user._id}`).set(bearer(token)).expect(200);
    await t.http().put(`/api/v1/auth/resetpassword/${resetToken}?code=${resetToken}`).send({ password: 'another-secret-pass' });
    await t.http().get(`/api/v1/reminders/unsubscribe?token=${unsubscribeToken}`);
    await t.http().post('/api/v1/auth/forgotpassword').set('Cookie', `session=${token}`).send({ email }).expect(200);
    // Refused by the body parser, before any route: logged all the same.
    await t.http().post('/api/v1/auth/login').set('Content-Type', 'application/json').send(`{"email":"${email}",`).expect(400);

    const log = written.join('');
    expect(log).toContain('"route":"/api/v1/users/:id"');
    expect(log).toContain('"route":"/api/v1/auth/resetpassword/:token"');
    expect(log).toContain('"route":"unmatched","status":400');
    for (const secret of [token, email, resetToken, unsubscribeToken, 'a-secret-passphrase', 'another-secret-pass', user._id, 'Bearer']) {
      expect(log).not.toContain(secret);
    }
  });

  it('honours a sane X-Request-Id, echoes it, and puts it on the request line', async () => {
    const res = await t.http().get('/api/v1/health/live').set('X-Request-Id', 'edge-7f3a9c21').expect(200);
    expect(res.headers['x-request-id']).toBe('edge-7f3a9c21');
    expect(requestLine('edge-7f3a9c21')).toEqual(
      expect.objectContaining({ level: 'info', method: 'GET', route: '/api/v1/health/live', status: 200, durationMs: expect.any(Number) }),
    );
  });

  it('replaces an id that is not a plain token with its own', async () => {
    const res = await t.http().get('/api/v1/health/live').set('X-Request-Id', 'ada@example.com <script>').expect(200);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLine(id)).toEqual(expect.objectContaining({ route: '/api/v1/health/live', status: 200 }));
    expect(written.join('')).not.toContain('<script>');
  });

  it('writes Nest Logger calls as JSON with their context and the request id, e-mails and phone numbers masked', async () => {
    const res = await t.http().get('/api/v1/log-probe').expect(200);
    const probe = lines().find((line) => line.context === 'LogProbe');
    expect(probe).toEqual(expect.objectContaining({ level: 'info', msg: 'Probe ran for [e-mail] on [phone]', requestId: res.headers['x-request-id'] }));
    expect(lines().some((line) => line.context === 'RouterExplorer')).toBe(true);
  });
});

describe('metrics: GET /api/v1/metrics', () => {
  it('is not there unless METRICS_ENABLED=true', async () => {
    const t = await createTestApp();
    try {
      const res = await t.http().get('/api/v1/metrics').set(bearer(METRICS_TOKEN)).expect(404);
      expect(res.body).toEqual({ error: 'Cannot GET /api/v1/metrics' });
    } finally {
      await t.close();
    }
  });

  describe('when on', () => {
    let t: TestApp;
    let restoreEnv: () => void;
    const scrape = () => t.http().get('/api/v1/metrics').set(bearer(METRICS_TOKEN));

    beforeAll(async () => {
      const scoped = scopedEnv({ METRICS_ENABLED: 'true', METRICS_TOKEN, PAYSTACK_SECRET_KEY: PAYSTACK_SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
      restoreEnv = scoped.restore;
      t = await createTestApp({ env: scoped.env });
    });
    afterAll(async () => {
      await t?.close();
      restoreEnv();
    });

    it('answers 401 without the token or with a wrong one', async () => {
      for (const auth of [{}, bearer('not-the-metrics-token-at-all'), { Authorization: METRICS_TOKEN }]) {
        const res = await t.http().get('/api/v1/metrics').set(auth).expect(401);
        expect(res.body).toEqual({ error: 'A valid metrics token is required' });
      }
    });

    it('counts requests by route pattern and status class, never by id', async () => {
      const { token, user } = await signUp(t);
      await t.http().get(`/api/v1/users/${user._id}`).set(bearer(token)).expect(200);
      await t.http().get(`/api/v1/users/${user._id}`).set(bearer(token)).expect(200);
      await t.http().get('/api/v1/no-such-route/123').expect(404);

      const res = await scrape().expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
      expect(res.text).toContain('http_requests_total{method="GET",route="/api/v1/users/:id",status="2xx"} 2');
      expect(res.text).toContain('http_requests_total{method="GET",route="unmatched",status="4xx"} 1');
      expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/users\/:id",status="2xx"\} 2/);
      expect(res.text).toContain('process_cpu_user_seconds_total');
      expect(res.text).not.toContain(user._id);
    });

    it('counts Paystack webhook deliveries by event and outcome', async () => {
      const post = (raw: string, signature: string) =>
        t.http().post('/api/v1/payments/webhook').set('Content-Type', 'application/json').set('x-paystack-signature', signature).send(raw);
      const unsigned = JSON.stringify({ event: 'charge.success', data: { reference: 'ref-metrics' } });
      await post(unsigned, 'deadbeef').expect(401);
      const ignored = JSON.stringify({ event: 'customer.identification.success', data: { email: 'x@example.com' } });
      await post(ignored, createHmac('sha512', PAYSTACK_SECRET).update(ignored).digest('hex')).expect(200);

      const { text } = await scrape().expect(200);
      expect(text).toContain('payments_webhook_events_total{event="charge.success",outcome="refused"} 1');
      expect(text).toContain('payments_webhook_events_total{event="other",outcome="ok"} 1');
    });
  });
});
