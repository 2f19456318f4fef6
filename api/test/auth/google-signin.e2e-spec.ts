import { createTestApp, type TestApp } from '../support/create-test-app';
import { ADULT_BIRTH_MONTH, bearer, signUp } from '../support/factories/accounts';
import { PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { birthMonthAged } from '../support/factories/ages';
import { NO_RESIDUE, preRegister, residueOf } from '../support/factories/pre-registration';
import {
  type GoogleClaims,
  type GoogleOAuthTestServer,
  startGoogleOAuthTestServer,
  TEST_GOOGLE_CLIENT_ID,
  TEST_GOOGLE_CLIENT_SECRET,
} from '../support/servers/google-oauth-test-server';
import { scopedEnv } from '../support/servers/scoped-env';

const REDIRECT_URI = 'http://dashboard.test/';

const claims = (overrides: Partial<GoogleClaims> = {}): GoogleClaims => ({
  sub: `google-${Math.random().toString(36).slice(2)}`,
  email: `chioma-${Math.random().toString(36).slice(2, 8)}@gmail.com`,
  email_verified: true,
  given_name: 'Chioma',
  family_name: 'Eze',
  picture: 'https://lh3.googleusercontent.com/a/photo',
  ...overrides,
});

describe('Google sign-in, configured', () => {
  let t: TestApp;
  let google: GoogleOAuthTestServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    google = await startGoogleOAuthTestServer();
    const scoped = scopedEnv({
      ...google.env,
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: TEST_GOOGLE_CLIENT_SECRET,
      DASHBOARD_URL: 'http://dashboard.test',
    });
    restoreEnv = scoped.restore;
    t = await createTestApp({ env: scoped.env });
  });
  afterAll(async () => {
    await t?.close();
    await google.close();
    restoreEnv();
  });

  const signIn = (query: Record<string, string>) => t.http().get('/api/v1/auth/google').query(query);

  /** What the dashboard does: GET /auth/googleurl, keep `flow`, and send it back with Google's code and state. */
  async function startFlow(): Promise<{ state: string; challenge: string; flow: string }> {
    const { body } = await t.http().get('/api/v1/auth/googleurl').expect(200);
    const url = new URL(body.url);
    return {
      state: url.searchParams.get('state') as string,
      challenge: url.searchParams.get('code_challenge') as string,
      flow: body.flow as string,
    };
  }

  const ok = (res: { status: number; body: unknown }) => {
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: expect.anything() });
    return res as { status: number; body: { token: string; user: Record<string, unknown> & { _id: string } } };
  };

  async function signInAs(account: GoogleClaims, extra: Record<string, string> = {}) {
    const { state, challenge, flow } = await startFlow();
    return signIn({ code: google.issueCode(account, REDIRECT_URI, challenge), state, flow, birthMonth: ADULT_BIRTH_MONTH, ...extra });
  }

  it('gives the consent URL for the openid, email and profile scopes, back to the dashboard', async () => {
    const res = await t.http().get('/api/v1/auth/googleurl').expect(200);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizationUrl);
    expect(url.searchParams.get('client_id')).toBe(TEST_GOOGLE_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('state')).toEqual(expect.any(String));
  });

  it('makes the account on first sign-in, without a password, and signs in to the same one next time', async () => {
    const account = claims();
    const first = ok(await signInAs(account));
    expect(first.body.user).toEqual(
      expect.objectContaining({
        email: account.email,
        firstName: 'Chioma',
        lastName: 'Eze',
        profileImgUrl: account.picture,
        google: true,
        emailVerified: true,
        role: 'user',
      }),
    );
    await t.http().get('/api/v1/users/me').set(bearer(first.body.token)).expect(200);

    const again = ok(await signInAs(account));
    expect(again.body.user._id).toBe(first.body.user._id);
    expect(await t.connection.collection('users').countDocuments({ email: account.email })).toBe(1);

    const login = await t.http().post('/api/v1/auth/login').send({ email: account.email, password: 'anything-at-all' });
    expect(login.body).toEqual({ error: 'Log in with google' });
  });

  it('asks Google for a PKCE S256 challenge and a state, and hands the browser a flow to keep', async () => {
    const res = await t.http().get('/api/v1/auth/googleurl').expect(200);
    const url = new URL(res.body.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(res.body.flow).toEqual(expect.any(String));
    // The verifier never travels in the URL.
    expect(res.body.url).not.toContain(res.body.flow);
  });

  it('accepts the state it issued, and everything Google appends to the redirect', async () => {
    ok(await signInAs(claims(), {
      scope: 'email profile openid https://www.googleapis.com/auth/userinfo.email',
      authuser: '0',
      prompt: 'consent',
    }));
  });

  it('refuses a missing state or flow, a forged flow, and a code from a sign-in started in another browser (login CSRF)', async () => {
    const { state, challenge, flow } = await startFlow();
    const code = () => google.issueCode(claims(), REDIRECT_URI, challenge);
    expect((await signIn({ code: code(), flow })).body).toEqual({ error: expect.stringContaining('state') });
    expect((await signIn({ code: code(), state })).body).toEqual({ error: expect.stringContaining('flow') });
    const forged = await signIn({ code: code(), state, flow: 'forged' });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ error: 'This Google sign-in link has expired. Please try again.' });

    // The attacker's own sign-in (their code and state) sent to a victim whose browser holds another flow.
    const attacker = await startFlow();
    const victim = await startFlow();
    const attackerCode = google.issueCode(claims(), REDIRECT_URI, attacker.challenge);
    const csrf = await signIn({ code: attackerCode, state: attacker.state, flow: victim.flow });
    expect(csrf.status).toBe(401);
    expect(csrf.body).toEqual({ error: 'This Google sign-in was started in another browser. Please try again here.' });
  });

  it('refuses a code whose PKCE challenge belongs to another sign-in', async () => {
    const mine = await startFlow();
    const theirs = await startFlow();
    const res = await signIn({ code: google.issueCode(claims(), REDIRECT_URI, theirs.challenge), state: mine.state, flow: mine.flow });
    expect(res.status).toBe(401);
  });

  it('links to an existing account whose e-mail is verified, keeps its password and ends older sessions', async () => {
    const learner = await signUp(t);
    await t.connection.collection('users').updateOne({ email: learner.user.email }, { $set: { emailVerified: true } });
    const res = ok(await signInAs(claims({ email: learner.user.email })));
    expect(res.body.user._id).toBe(learner.user._id);
    expect(res.body.user).toMatchObject({ google: true, emailVerified: true });
    await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password }).expect(200);
    // A new way in ends the sessions opened before it.
    await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(401);
    await t.http().get('/api/v1/users/me').set(bearer(res.body.token)).expect(200);
  });

  it('takes an unverified account back from whoever set its password (account pre-hijacking)', async () => {
    // Someone registers the victim's address with a password of their own, before the victim comes.
    const attacker = await signUp(t, { email: `victim-${Math.random().toString(36).slice(2, 8)}@gmail.com` });
    const victim = ok(await signInAs(claims({ email: attacker.user.email })));
    expect(victim.body.user).toMatchObject({ _id: attacker.user._id, google: true, emailVerified: true });

    await t.http().get('/api/v1/users/me').set(bearer(attacker.token)).expect(401);
    const login = await t.http().post('/api/v1/auth/login').send({ email: attacker.user.email, password: attacker.password });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ error: 'Log in with google' });
    await t.http().get('/api/v1/users/me').set(bearer(victim.body.token)).expect(200);
  });

  it("clears the pre-registrant's phone, WhatsApp, referrer and profile, and counts no referral (security review M3)", async () => {
    const { attacker, referrerId } = await preRegister(t, `owner-${Math.random().toString(36).slice(2, 8)}@gmail.com`);
    const owner = ok(await signInAs(claims({ email: attacker.user.email, picture: 'https://lh3.googleusercontent.com/a/owner' })));
    expect(owner.body.user._id).toBe(attacker.user._id);
    expect(await residueOf(t, attacker.user._id, referrerId)).toEqual(NO_RESIDUE);
    expect(owner.body.user.profileImgUrl).toBe('https://lh3.googleusercontent.com/a/owner');
  });

  it('keeps what a verified account set when it links Google', async () => {
    const learner = await signUp(t);
    await t.connection.collection('users').updateOne({ email: learner.user.email }, { $set: { emailVerified: true } });
    await t.http().put('/api/v1/users/me').set(bearer(learner.token)).send({ phone: '0803 123 4567', tag: 'Designer' }).expect(200);
    ok(await signInAs(claims({ email: learner.user.email })));
    expect(await t.connection.collection('users').findOne({ email: learner.user.email })).toMatchObject({ phone: '+2348031234567', tag: 'Designer' });
  });

  it('refuses an unverified Google e-mail, so nobody can claim an address they do not own', async () => {
    const learner = await signUp(t);
    const res = await signInAs(claims({ email: learner.user.email, email_verified: false }));
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/not verified/);
  });

  it("refuses an ID token Google did not sign for Trail's client, and makes no account", async () => {
    const before = await t.connection.collection('users').countDocuments();
    for (const forged of [{ aud: 'another-app.apps.googleusercontent.com' }, { iss: 'https://evil.test' }]) {
      const res = await signInAs({ ...claims(), ...forged });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Google sign-in failed: it was refused. Please try again.' });
    }
    expect(await t.connection.collection('users').countDocuments()).toBe(before);
  });

  it('answers a readable 401 for a bad, used or foreign code, and makes no account', async () => {
    const before = await t.connection.collection('users').countDocuments();
    const started = await startFlow();
    const bad = await signIn({ code: 'not-a-real-code', state: started.state, flow: started.flow });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: 'Google sign-in failed: the sign-in code is invalid or has expired. Please try again.' });

    const { state, challenge, flow } = await startFlow();
    const code = google.issueCode(claims(), REDIRECT_URI, challenge);
    await signIn({ code, state, flow, birthMonth: ADULT_BIRTH_MONTH }).expect(200);
    expect((await signIn({ code, state, flow, birthMonth: ADULT_BIRTH_MONTH })).status).toBe(401);

    const other = await startFlow();
    const foreign = await signIn({ code: google.issueCode(claims(), 'http://evil.test/', other.challenge), state: other.state, flow: other.flow });
    expect(foreign.status).toBe(401);
    expect(await t.connection.collection('users').countDocuments()).toBe(before + 1);
  });

  it('makes a new account only with a month of birth: none or under 13 is refused, 13–17 awaits a parent', async () => {
    const before = await t.connection.collection('users').countDocuments();
    expect((await signInAs(claims(), { birthMonth: '' })).body).toEqual({ error: PARENTAL_AGREEMENT_MESSAGES.birthMonthInvalid });
    const started = await startFlow();
    const without = await signIn({ code: google.issueCode(claims(), REDIRECT_URI, started.challenge), state: started.state, flow: started.flow });
    expect(without.body).toEqual({ error: PARENTAL_AGREEMENT_MESSAGES.googleBirthMonthNeeded });
    expect((await signInAs(claims(), { birthMonth: birthMonthAged(12) })).body).toEqual({ error: PARENTAL_AGREEMENT_MESSAGES.tooYoung });
    expect(await t.connection.collection('users').countDocuments()).toBe(before);

    const teen = ok(await signInAs(claims(), { birthMonth: birthMonthAged(15) }));
    expect(teen.body.user.parentalAgreement).toEqual({ status: 'awaiting' });
    const res = await t.http().post('/api/v1/payments/mentorhour').set(bearer(teen.body.token)).send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: PARENTAL_AGREEMENT_MESSAGES.awaiting });
  });

  it('refuses a missing code or unknown parameters with a 400', async () => {
    expect((await t.http().get('/api/v1/auth/google')).body).toEqual({ error: expect.stringContaining('code') });
    expect((await signIn({ code: 'x', state: 's', flow: 'f', role: 'mentor' })).body).toEqual({ error: 'property role should not exist' });
  });
});

describe('Google sign-in, not configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 with a message the dashboard can show', async () => {
    await t.http().get('/api/v1/auth/googleurl').expect(503, { error: 'Google sign-in is not configured' });
    await t.http().get('/api/v1/auth/google?code=abc&state=s&flow=f').expect(503, { error: 'Google sign-in is not configured' });
  });
});

describe('Google sign-in, Google unreachable', () => {
  let t: TestApp;
  let restoreEnv: () => void;
  let google: GoogleOAuthTestServer;
  let port: number;

  beforeAll(async () => {
    google = await startGoogleOAuthTestServer();
    port = Number(new URL(google.url).port);
    const scoped = scopedEnv({ ...google.env, GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: TEST_GOOGLE_CLIENT_SECRET });
    restoreEnv = scoped.restore;
    await google.close();
    t = await createTestApp({ env: scoped.env });
  });
  afterAll(async () => {
    await google.close().catch(() => undefined);
    await t.close();
    restoreEnv();
  });

  it('answers 502 while Google cannot be reached, and works once it can', async () => {
    await t.http().get('/api/v1/auth/googleurl').expect(502, { error: 'Google could not be reached. Please try again.' });
    google = await startGoogleOAuthTestServer(port);
    const { body } = await t.http().get('/api/v1/auth/googleurl').expect(200);
    expect(body.url.startsWith(google.authorizationUrl)).toBe(true);
  });
});
