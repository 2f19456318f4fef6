import { deflateSync } from 'node:zlib';
import type { FuzzRequest } from './fuzz-request';
import { otherUsersParam } from './fuzz-routes';
import { b64url, build, jwt, rawRequest, type Target } from './fuzz-target';

/** Bad wrapping around a valid body: headers, the address, ids, tokens and uploads. */
export const BAD_ENVELOPES: Record<string, (t: Target) => FuzzRequest[]> = {
  'lying Content-Type': (t) =>
    t.spec.body
      ? ['text/plain', 'application/xml', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=iso-8859-1'].map(
          (type) => build(t, `lying Content-Type: ${type}`, { body: JSON.stringify(t.spec.body?.(t.ctx)), headers: { 'Content-Type': type } }),
        )
      : [],
  'lying Content-Encoding': (t) =>
    t.method === 'GET'
      ? []
      : [
          ...['gzip', 'deflate', 'br', 'zstd', 'compress', 'gzip, gzip'].map((encoding) =>
            build(t, `lying Content-Encoding: ${encoding}`, { body: JSON.stringify(t.spec.body?.(t.ctx) ?? {}), headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding } }),
          ),
          build(t, 'lying Content-Encoding: deflate bomb', {
            body: deflateSync(Buffer.from(`{"title":"${'x'.repeat(5_000_000)}"}`)),
            headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' },
          }),
        ],
  'lying Content-Length': (t) => {
    const body = JSON.stringify(t.spec.body?.(t.ctx) ?? {});
    return [
      { ...rawRequest(t, ['Content-Type: application/json', `Content-Length: ${Math.max(1, body.length - 5)}`], body), label: 'lying Content-Length: too short' },
      { ...rawRequest(t, ['Content-Type: application/json', 'Content-Length: abc'], body), label: 'lying Content-Length: not a number' },
      { ...rawRequest(t, ['Content-Type: application/json', `Content-Length: ${body.length}`, 'Transfer-Encoding: chunked'], body), label: 'lying Content-Length: with chunked' },
      { ...rawRequest(t, ['Content-Type: application/json', `Content-Length: ${body.length}`, `Content-Length: ${body.length + 1}`], body), label: 'lying Content-Length: twice' },
    ];
  },
  'huge headers and address': (t) => [
    build(t, 'huge headers and address: 20 KB address', { rawQuery: `pad=${'x'.repeat(20_000)}` }),
    build(t, 'huge headers and address: 20 KB cookie', { headers: { Cookie: `a=${'x'.repeat(20_000)}` } }),
  ],
  'bad ids': (t) =>
    t.spec.param
      ? ['x', '42', 'ffffffffffffffffffffffff', '0'.repeat(5000), '%7B%22%24ne%22%3A1%7D', '__proto__', '..%2F..%2Fusers', '%F0%9F%92%A9', '%E0%A4%A'].map((param, i) =>
          build(t, `bad ids #${i}`, { param }),
        )
      : [],
  "other users' ids": (t) => {
    const other = t.spec.param ? otherUsersParam(t.spec.param, t.ctx) : undefined;
    return other ? [build(t, "other users' ids", { param: other })] : [];
  },
  'tampered tokens': (t) => {
    if (!t.spec.auth) return [];
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: t.ctx.ownUserId, v: 0, iat: now };
    const [head = '', payload = '', signature = ''] = t.ctx.token.split('.');
    const tokens: Record<string, string | null> = {
      none: null,
      garbage: 'not.a.token',
      'wrong secret': jwt({ ...claims, exp: now + 600 }, 'not-the-secret'),
      'alg none': `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify({ ...claims, exp: now + 600 }))}.`,
      expired: jwt({ ...claims, iat: now - 7200, exp: now - 3600 }, t.jwtSecret),
      'old version': jwt({ ...claims, v: 99, exp: now + 600 }, t.jwtSecret),
      'other sub': jwt({ ...claims, sub: t.ctx.missingId, exp: now + 600 }, t.jwtSecret),
      'sub not a string': jwt({ ...claims, sub: { $ne: null }, exp: now + 600 }, t.jwtSecret),
      'payload swapped': `${head}.${b64url(JSON.stringify({ ...claims, sub: t.ctx.otherUserId }))}.${signature}`,
      'signature cut': `${head}.${payload}.${signature.slice(0, 10)}`,
      'HS512': jwt({ ...claims, exp: now + 600 }, t.jwtSecret, { alg: 'HS512', typ: 'JWT' }),
    };
    return [
      ...Object.entries(tokens).map(([name, token]) => build(t, `tampered tokens: ${name}`, { token })),
      build(t, 'tampered tokens: Basic scheme', { token: null, headers: { Authorization: `Basic ${b64url('a:b')}` } }),
      build(t, 'tampered tokens: empty Bearer', { token: null, headers: { Authorization: 'Bearer ' } }),
    ];
  },
  'bad files': (t) => {
    if (!t.spec.multipart) return [];
    const boundary = 'fuzzboundary';
    const part = (name: string, filename: string, content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n`;
    const form = (...parts: string[]) => ({ body: `${parts.join('')}--${boundary}--\r\n`, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } });
    return [
      build(t, 'bad files: empty file', form(part('avatar', 'a.png', ''))),
      build(t, 'bad files: not an image', form(part('avatar', 'a.png', '%PDF-1.7'))),
      build(t, 'bad files: two files', form(part('avatar', 'a.png', 'x'), part('avatar', 'b.png', 'y'))),
      build(t, 'bad files: wrong field', form(part('photo', 'a.png', 'x'))),
      build(t, 'bad files: text field', form(`--${boundary}\r\nContent-Disposition: form-data; name="bio"\r\n\r\nhi\r\n`)),
      build(t, 'bad files: unterminated', { body: `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nxx`, headers: form().headers }),
    ];
  },
};
