import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_GOOGLE_CLIENT_ID = 'trail-test-client.apps.googleusercontent.com';
export const TEST_GOOGLE_CLIENT_SECRET = 'trail-test-secret';

export interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface GoogleOAuthTestServer {
  /** GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_USERINFO_URL for the API under test. */
  env: Record<string, string>;
  /** What Google's consent screen would do: a one-time code for this account, bound to `redirectUri`. */
  issueCode: (claims: GoogleClaims, redirectUri: string) => string;
  close: () => Promise<void>;
}

/**
 * Speaks the part of Google's OAuth 2.0 / OpenID Connect contract the API uses: the token
 * endpoint (authorization_code grant, form-encoded, client secret in the body) and userinfo.
 */
export async function startGoogleOAuthTestServer(): Promise<GoogleOAuthTestServer> {
  const codes = new Map<string, { claims: GoogleClaims; redirectUri: string }>();
  const accessTokens = new Map<string, GoogleClaims>();
  const server = createServer(async (req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/token') {
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return answer(400, { error: 'invalid_request' });
      }
      const form = new URLSearchParams(await readBody(req));
      if (form.get('client_id') !== TEST_GOOGLE_CLIENT_ID || form.get('client_secret') !== TEST_GOOGLE_CLIENT_SECRET) {
        return answer(401, { error: 'invalid_client' });
      }
      if (form.get('grant_type') !== 'authorization_code') return answer(400, { error: 'unsupported_grant_type' });
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
        return answer(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      const accessToken = `ya29.${randomUUID()}`;
      accessTokens.set(accessToken, grant.claims);
      return answer(200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer', scope: 'openid email profile' });
    }
    if (req.method === 'GET' && req.url === '/userinfo') {
      const claims = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return claims ? answer(200, claims) : answer(401, { error: 'invalid_token' });
    }
    return answer(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      GOOGLE_AUTH_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    },
    issueCode: (claims, redirectUri) => {
      const code = `4/${randomUUID()}`;
      codes.set(code, { claims, redirectUri });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
