// A local stand-in for Google's OAuth 2.0 / OpenID Connect endpoints, so Google sign-in works
// offline: `npm start` uses it when GOOGLE_CLIENT_ID is unset, and the API tests use it as their
// Google (api/test/support/servers/google-oauth-test-server.ts). Plain Node, no framework, no import.meta:
// jest loads this file through its CommonJS transform.
import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { createServer } from 'node:http';

export const LOCAL_GOOGLE_CLIENT_ID = 'trail-local.apps.googleusercontent.com';
export const LOCAL_GOOGLE_CLIENT_SECRET = 'trail-local-secret';
export const DEFAULT_LOCAL_ACCOUNT = { name: 'Demo Google Learner', email: 'google.learner@trail.ng' };

/**
 * Starts the stand-in on 127.0.0.1 (`port` 0: any free port). It speaks the part of Google's
 * OpenID Connect contract the API's client library (openid-client) uses: discovery
 * (/.well-known/openid-configuration), the consent page (GET /authorize, a form instead of Google's
 * account chooser), the token endpoint (authorization_code grant, form-encoded, client secret in the
 * body, one-time codes bound to their redirect_uri and, with PKCE, to their S256 code_challenge; it
 * answers an RS256-signed ID token), the JWKS that verifies it, and userinfo.
 */
export async function startLocalGoogle({
  clientId = LOCAL_GOOGLE_CLIENT_ID,
  clientSecret = LOCAL_GOOGLE_CLIENT_SECRET,
  port = 0,
} = {}) {
  const codes = new Map();
  const accessTokens = new Map();
  // A fresh signing key per run, like Google's rotating ones: published at /jwks, used for ID tokens.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyId = randomUUID();
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: keyId, use: 'sig', alg: 'RS256' }] };
  let issuer = '';

  const issueCode = (claims, redirectUri, codeChallenge, nonce) => {
    const code = `4/${randomUUID()}`;
    codes.set(code, { claims, redirectUri, codeChallenge, nonce });
    return code;
  };

  /** Google's ID token: the account's claims signed RS256, for this client, valid for an hour. */
  const idToken = ({ claims, nonce }) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: issuer, aud: clientId, azp: clientId, iat: now, exp: now + 3600, ...claims, ...(nonce ? { nonce } : {}) };
    const encode = (part) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const signingInput = `${encode({ alg: 'RS256', kid: keyId, typ: 'JWT' })}.${encode(payload)}`;
    return `${signingInput}.${sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url')}`;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local-google');
    const answer = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const page = (status, html) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    };
    try {
      if (url.pathname === '/.well-known/openid-configuration' && req.method === 'GET') {
        return answer(200, discoveryDocument(issuer));
      }
      if (url.pathname === '/jwks' && req.method === 'GET') return answer(200, jwks);
      if (url.pathname === '/authorize' && req.method === 'GET') {
        const problem = consentProblem(url.searchParams, clientId);
        if (problem) return page(400, errorPage(problem));
        return page(200, consentPage(url.searchParams, DEFAULT_LOCAL_ACCOUNT));
      }
      if (url.pathname === '/authorize' && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        const problem = consentProblem(form, clientId);
        if (problem) return page(400, errorPage(problem));
        const name = (form.get('name') ?? '').trim();
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          return page(400, consentPage(form, { name, email }, 'Enter a name and a valid e-mail address.'));
        }
        const back = new URL(form.get('redirect_uri'));
        const code = issueCode(
          claimsFor(name, email),
          form.get('redirect_uri'),
          form.get('code_challenge') ?? undefined,
          form.get('nonce') ?? undefined,
        );
        back.searchParams.set('code', code);
        if (form.get('state')) back.searchParams.set('state', form.get('state'));
        res.writeHead(303, { Location: back.toString() });
        return res.end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
          return answer(400, { error: 'invalid_request' });
        }
        const form = new URLSearchParams(await readBody(req));
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
          return answer(401, { error: 'invalid_client' });
        }
        if (form.get('grant_type') !== 'authorization_code') return answer(400, { error: 'unsupported_grant_type' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant || grant.redirectUri !== form.get('redirect_uri') || !pkceMatches(grant.codeChallenge, form.get('code_verifier'))) {
          return answer(400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        const accessToken = `ya29.${randomUUID()}`;
        accessTokens.set(accessToken, grant.claims);
        return answer(200, {
          access_token: accessToken,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid email profile',
          id_token: idToken(grant),
        });
      }
      if (url.pathname === '/userinfo' && req.method === 'GET') {
        const claims = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        return claims ? answer(200, claims) : answer(401, { error: 'invalid_token' });
      }
      return answer(404, { error: 'not_found' });
    } catch {
      return answer(400, { error: 'invalid_request' });
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  issuer = url;
  return {
    url,
    /** Everything the API needs to use this provider as its Google (the rest comes from discovery). */
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer },
    authorizationUrl: `${url}/authorize`,
    /** What the consent page does on Continue: a one-time code for this account, bound to `redirectUri` (and a PKCE challenge, and a nonce for the ID token). */
    issueCode,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The subset of Google's discovery document (accounts.google.com/.well-known/openid-configuration) that matters here. */
const discoveryDocument = (issuer) => ({
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  userinfo_endpoint: `${issuer}/userinfo`,
  jwks_uri: `${issuer}/jwks`,
  response_types_supported: ['code'],
  subject_types_supported: ['public'],
  id_token_signing_alg_values_supported: ['RS256'],
  scopes_supported: ['openid', 'email', 'profile'],
  token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
  code_challenge_methods_supported: ['plain', 'S256'],
  claims_supported: ['aud', 'email', 'email_verified', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'name', 'picture', 'sub'],
});

/** RFC 7636: with a challenge, the verifier's S256 must match it; without one, no verifier is expected. */
function pkceMatches(challenge, verifier) {
  if (!challenge) return !verifier;
  return Boolean(verifier) && createHash('sha256').update(verifier).digest('base64url') === challenge;
}

function consentProblem(params, clientId) {
  if (params.get('client_id') !== clientId) return 'Unknown client_id.';
  if (params.get('response_type') !== 'code') return 'response_type must be code.';
  if (params.get('code_challenge') && params.get('code_challenge_method') !== 'S256') {
    return 'code_challenge_method must be S256.';
  }
  try {
    if (!/^https?:$/.test(new URL(params.get('redirect_uri') ?? '').protocol)) throw new Error();
  } catch {
    return 'redirect_uri must be an http(s) URL.';
  }
  return undefined;
}

/** The same e-mail always gets the same Google id, so signing in again finds the same account. */
function claimsFor(name, email) {
  const [givenName, ...rest] = name.split(/\s+/);
  return {
    sub: `local-${createHash('sha256').update(email).digest('hex').slice(0, 21)}`,
    email,
    email_verified: true,
    given_name: givenName,
    ...(rest.length ? { family_name: rest.join(' ') } : {}),
  };
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const shell = (body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Google sign-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}
label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;margin-top:.25rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem}</style></head>
<body><main>${body}</main></body></html>`;

function consentPage(params, account, error) {
  const hidden = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method']
    .filter((key) => params.get(key) !== null)
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(params.get(key))}">`)
    .join('');
  return shell(`<h1>Sign in to Trail with a local Google account</h1>
<p>This is a local stand-in for Google: no real Google account is needed.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/authorize">${hidden}
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required value="${escapeHtml(account.name)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(account.email)}">
<button type="submit">Continue</button>
</form>`);
}

const errorPage = (problem) => shell(`<h1>Sign-in request refused</h1><p role="alert">${escapeHtml(problem)}</p>`);

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
