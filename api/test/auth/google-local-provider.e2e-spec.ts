import { DEFAULT_LOCAL_ACCOUNT, type LocalGoogle, startLocalGoogle } from '../../../scripts/lib/local-google.mjs';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { ADULT_BIRTH_MONTH } from '../support/factories/accounts';
import { scopedEnv } from '../support/servers/scoped-env';

/** The local Google stand-in `npm start` runs when GOOGLE_CLIENT_ID is unset, driven like a browser would. */
describe('Google sign-in through the local stand-in', () => {
  let t: TestApp;
  let google: LocalGoogle;
  let restoreEnv: () => void;

  beforeAll(async () => {
    google = await startLocalGoogle();
    const scoped = scopedEnv({ ...google.env, DASHBOARD_URL: 'http://dashboard.test' });
    restoreEnv = scoped.restore;
    t = await createTestApp({ env: scoped.env });
  });
  afterAll(async () => {
    await t?.close();
    await google.close();
    restoreEnv();
  });

  async function openConsentPage(): Promise<{ html: string; fields: URLSearchParams; flow: string }> {
    const { body } = await t.http().get('/api/v1/auth/googleurl').expect(200);
    expect(body.url.startsWith(google.authorizationUrl)).toBe(true);
    const res = await fetch(body.url);
    expect(res.status).toBe(200);
    const html = await res.text();
    const fields = new URLSearchParams();
    for (const [, name = '', value = ''] of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
      fields.set(name, value);
    }
    return { html, fields, flow: body.flow as string };
  }

  async function submit(fields: URLSearchParams): Promise<Response> {
    return fetch(`${google.url}/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
      redirect: 'manual',
    });
  }

  it('shows a sign-in form prefilled with a demo account, and Continue signs in on the dashboard', async () => {
    const { html, fields, flow } = await openConsentPage();
    expect(html).toContain('Sign in to Trail with a local Google account');
    expect(fields.get('code_challenge_method')).toBe('S256');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('>Continue</button>');
    expect(fields.get('name')).toBe(DEFAULT_LOCAL_ACCOUNT.name);
    expect(fields.get('email')).toBe(DEFAULT_LOCAL_ACCOUNT.email);

    const res = await submit(fields);
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') as string);
    expect(`${back.origin}${back.pathname}`).toBe('http://dashboard.test/');
    expect(back.searchParams.get('state')).toBe(fields.get('state'));

    const signIn = await t
      .http()
      .get('/api/v1/auth/google')
      .query({ code: back.searchParams.get('code') as string, state: back.searchParams.get('state') as string, flow, birthMonth: ADULT_BIRTH_MONTH })
      .expect(200);
    expect(signIn.body.token).toEqual(expect.any(String));
    expect(signIn.body.user).toEqual(
      expect.objectContaining({ email: 'google.learner@trail.ng', firstName: 'Demo', lastName: 'Google Learner', google: true }),
    );

    // The code works once, like Google's.
    const again = await t
      .http()
      .get('/api/v1/auth/google')
      .query({ code: back.searchParams.get('code') as string, state: back.searchParams.get('state') as string, flow, birthMonth: ADULT_BIRTH_MONTH });
    expect(again.status).toBe(401);
  });

  it('signs in as whoever the form names, and the same e-mail finds the same account again', async () => {
    const signInAs = async (name: string, email: string) => {
      const { fields, flow } = await openConsentPage();
      fields.set('name', name);
      fields.set('email', email);
      const back = new URL((await submit(fields)).headers.get('location') as string).searchParams;
      const query = { code: back.get('code') as string, state: back.get('state') as string, flow, birthMonth: ADULT_BIRTH_MONTH };
      return (await t.http().get('/api/v1/auth/google').query(query).expect(200)).body.user;
    };
    const first = await signInAs('Chioma Eze', 'chioma@example.com');
    expect(first).toEqual(expect.objectContaining({ email: 'chioma@example.com', firstName: 'Chioma', lastName: 'Eze' }));
    expect((await signInAs('Chioma Eze', 'Chioma@Example.com'))._id).toBe(first._id);
  });

  it('refuses an empty e-mail on the form and a request for another client', async () => {
    const { fields } = await openConsentPage();
    fields.set('email', '');
    const empty = await submit(fields);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Enter a name and a valid e-mail address.');

    const url = new URL(google.authorizationUrl);
    url.search = new URLSearchParams({ client_id: 'someone-else', redirect_uri: 'http://dashboard.test/', response_type: 'code' }).toString();
    expect((await fetch(url)).status).toBe(400);
  });
});
