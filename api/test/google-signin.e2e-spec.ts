import { createTestApp, type TestApp } from './create-test-app';
import { bearer, signUp } from './factories/accounts';
import {
  type GoogleClaims,
  type GoogleOAuthTestServer,
  startGoogleOAuthTestServer,
  TEST_GOOGLE_CLIENT_ID,
  TEST_GOOGLE_CLIENT_SECRET,
} from './servers/google-oauth-test-server';
import { scopedEnv } from './servers/scoped-env';

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

  it('gives the consent URL for the openid, email and profile scopes, back to the dashboard', async () => {
    const res = await t.http().get('/api/v1/auth/googleurl').expect(200);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(google.env.GOOGLE_AUTH_URL);
    expect(url.searchParams.get('client_id')).toBe(TEST_GOOGLE_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('state')).toEqual(expect.any(String));
  });

  it('makes the account on first sign-in, without a password, and signs in to the same one next time', async () => {
    const account = claims();
    const first = await signIn({ code: google.issueCode(account, REDIRECT_URI) }).expect(200);
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

    const again = await signIn({ code: google.issueCode(account, REDIRECT_URI) }).expect(200);
    expect(again.body.user._id).toBe(first.body.user._id);
    expect(await t.connection.collection('users').countDocuments({ email: account.email })).toBe(1);

    const login = await t.http().post('/api/v1/auth/login').send({ email: account.email, password: 'anything-at-all' });
    expect(login.body).toEqual({ error: 'Log in with google' });
  });

  it('accepts the state it issued, and everything Google appends to the redirect', async () => {
    const { body } = await t.http().get('/api/v1/auth/googleurl').expect(200);
    const state = new URL(body.url).searchParams.get('state') as string;
    await signIn({
      code: google.issueCode(claims(), REDIRECT_URI),
      state,
      scope: 'email profile openid https://www.googleapis.com/auth/userinfo.email',
      authuser: '0',
      prompt: 'consent',
    }).expect(200);
  });

  it('refuses a forged state', async () => {
    const res = await signIn({ code: google.issueCode(claims(), REDIRECT_URI), state: 'forged' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'This Google sign-in link has expired. Please try again.' });
  });

  it('links to an existing account whose e-mail is verified, keeps its password and ends older sessions', async () => {
    const learner = await signUp(t);
    await t.connection.collection('users').updateOne({ email: learner.user.email }, { $set: { emailVerified: true } });
    const res = await signIn({ code: google.issueCode(claims({ email: learner.user.email }), REDIRECT_URI) }).expect(200);
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
    const victim = await signIn({ code: google.issueCode(claims({ email: attacker.user.email }), REDIRECT_URI) }).expect(200);
    expect(victim.body.user).toMatchObject({ _id: attacker.user._id, google: true, emailVerified: true });

    await t.http().get('/api/v1/users/me').set(bearer(attacker.token)).expect(401);
    const login = await t.http().post('/api/v1/auth/login').send({ email: attacker.user.email, password: attacker.password });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ error: 'Log in with google' });
    await t.http().get('/api/v1/users/me').set(bearer(victim.body.token)).expect(200);
  });

  it('refuses an unverified Google e-mail, so nobody can claim an address they do not own', async () => {
    const learner = await signUp(t);
    const res = await signIn({
      code: google.issueCode(claims({ email: learner.user.email, email_verified: false }), REDIRECT_URI),
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/not verified/);
  });

  it('answers a readable 401 for a bad, used or foreign code, and makes no account', async () => {
    const before = await t.connection.collection('users').countDocuments();
    const bad = await signIn({ code: 'not-a-real-code' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: 'Google sign-in failed: the sign-in code is invalid or has expired. Please try again.' });

    const code = google.issueCode(claims(), REDIRECT_URI);
    await signIn({ code }).expect(200);
    expect((await signIn({ code })).status).toBe(401);

    const other = await signIn({ code: google.issueCode(claims(), 'http://evil.test/') });
    expect(other.status).toBe(401);
    expect(await t.connection.collection('users').countDocuments()).toBe(before + 1);
  });

  it('refuses a missing code or unknown parameters with a 400', async () => {
    expect((await t.http().get('/api/v1/auth/google')).body).toEqual({ error: expect.stringContaining('code') });
    expect((await signIn({ code: 'x', role: 'mentor' })).body).toEqual({ error: 'property role should not exist' });
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
    await t.http().get('/api/v1/auth/google?code=abc').expect(503, { error: 'Google sign-in is not configured' });
  });
});
