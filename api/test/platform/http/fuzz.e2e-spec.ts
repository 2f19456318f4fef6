import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { authConfig, type AuthConfig } from '../../../src/platform/config/auth.config';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { bearer, setAccess, signUp } from '../../support/factories/accounts';
import { BAD_INPUT_KINDS, type Target } from '../../support/fuzz/bad-inputs';
import { snapshot } from '../../support/fuzz/db-snapshot';
import { closeAgent, type FuzzRequest, type FuzzResponse, inParallel, send } from '../../support/fuzz/fuzz-request';
import { type FuzzContext, ROUTES } from '../../support/fuzz/fuzz-routes';
import { type GoogleOAuthTestServer, startGoogleOAuthTestServer, TEST_GOOGLE_CLIENT_ID, TEST_GOOGLE_CLIENT_SECRET } from '../../support/servers/google-oauth-test-server';
import { type PaystackTestServer, startPaystackTestServer } from '../../support/servers/paystack-test-server';
import { scopedEnv } from '../../support/servers/scoped-env';

/** Requests in flight at once: enough to be quick, few enough for a mongod under qemu. */
const PARALLEL = 8;

/** Every route the running app serves, as `METHOD path`. */
function servedRoutes(t: TestApp): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> } };
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`) : [],
  );
}

/** What is wrong with an answer, or undefined when it is a proper one. */
function problemWith(res: FuzzResponse, writes: boolean): string | undefined {
  if (res.status === 0) return 'no HTTP answer';
  if (res.status >= 500) return `answered ${res.status}`;
  if (res.status < 400) return writes ? `accepted with ${res.status}` : undefined;
  if (!res.contentType.includes('application/json')) return `${res.status} without a JSON body (${res.contentType || 'no type'})`;
  let error: unknown;
  try {
    error = (JSON.parse(res.text) as { error?: unknown }).error;
  } catch {
    return `${res.status} with a body that is not JSON`;
  }
  return typeof error === 'string' && error.length > 0 ? undefined : `${res.status} without a string "error"`;
}

describe('API fuzz: every route refuses bad input with a 4xx and stores nothing', () => {
  let t: TestApp;
  let google: GoogleOAuthTestServer;
  let paystack: PaystackTestServer;
  let restoreEnv: () => void;
  let port: number;
  let ctx: FuzzContext;
  let jwtSecret: string;

  beforeAll(async () => {
    google = await startGoogleOAuthTestServer();
    paystack = await startPaystackTestServer();
    const scoped = scopedEnv({
      ...google.env,
      ...paystack.env,
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: TEST_GOOGLE_CLIENT_SECRET,
      // Off, so every request reaches validation rather than a 429 (rate-limit.e2e-spec.ts tests those).
      AUTH_RATE_LIMIT_PER_IP: '0',
      AUTH_RATE_LIMIT_PER_EMAIL: '0',
    });
    restoreEnv = scoped.restore;
    t = await createTestApp({ env: scoped.env });
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    jwtSecret = t.app.get<AuthConfig>(authConfig.KEY).jwtSecret;

    const [me, other, mentor, admin, applicant] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t), signUp(t)]);
    await setAccess(t, mentor.user._id, { role: 'mentor', emailVerified: true });
    await setAccess(t, admin.user._id, { role: 'admin', emailVerified: true });
    await setAccess(t, applicant.user._id, { emailVerified: true });
    await t.http().put('/api/v1/users/me').set(bearer(mentor.token)).send({ username: 'fuzz-mentor' }).expect(200);
    await t.http().put('/api/v1/users/freetime').set(bearer(mentor.token)).send({ freeTime: [{ day: 5, hour: 10, minute: 0, timezone: 'Africa/Lagos' }] }).expect(200);
    const fieldId = ((await t.http().get('/api/v1/fields').expect(200)).body as { _id: string }[])[0]!._id;
    const save = async (token: string) =>
      (await t.http().post('/api/v1/learning').set(bearer(token)).send({ title: 'SQL', link: `https://example.com/${token.slice(-8)}`, type: 'Video' })).body
        .resource._id as string;
    const todo = async (token: string) => (await t.http().post('/api/v1/todo').set(bearer(token)).send({ title: 'Practise' })).body.todo._id as string;
    ctx = {
      token: me.token,
      mentorToken: mentor.token,
      adminToken: admin.token,
      applicantToken: applicant.token,
      fieldId,
      mentorUsername: 'fuzz-mentor',
      ownUserId: me.user._id,
      otherUserId: other.user._id,
      ownLearningId: await save(me.token),
      otherLearningId: await save(other.token),
      ownTodoId: await todo(me.token),
      otherTodoId: await todo(other.token),
      missingId: new Types.ObjectId().toHexString(),
    };
    // The first call gives the learner a referral code; later ones only read it.
    await t.http().get('/api/v1/users/referral').set(bearer(me.token)).expect(200);
  });
  afterAll(async () => {
    closeAgent();
    await t?.close();
    await google?.close();
    await paystack?.close();
    restoreEnv?.();
  });

  it('has a fuzz entry for every route the app serves, and none for routes it no longer serves', () => {
    const served = servedRoutes(t);
    expect(served.filter((route) => !ROUTES[route])).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !served.includes(route))).toEqual([]);
  });

  it('tries at least 20 kinds of bad input', () => {
    expect(Object.keys(BAD_INPUT_KINDS).length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.keys(ROUTES))('%s', async (route) => {
    const [method = '', path = ''] = route.split(' ');
    const spec = ROUTES[route]!;
    const target: Target = { method, path, spec, ctx, jwtSecret };
    const kinds = target.spec.tokenOnly ? { 'tampered tokens': BAD_INPUT_KINDS['tampered tokens']! } : BAD_INPUT_KINDS;
    const requests: FuzzRequest[] = Object.values(kinds).flatMap((kind) => kind(target));
    const writes = method !== 'GET';

    const before = await snapshot(t.connection);
    const answers = await inParallel(requests, PARALLEL, async (req) => {
      const res = await send(port, req).catch((error: unknown): FuzzResponse => ({ status: 0, contentType: '', text: String(error) }));
      const problem = problemWith(res, writes);
      return problem ? `${req.label}: ${problem} ${res.text.slice(0, 160)}` : undefined;
    });
    const after = await snapshot(t.connection);

    expect(answers.filter(Boolean)).toEqual([]);
    expect(after).toEqual(before);
  });
});
