import { createHmac } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FuzzRequest } from './fuzz-request';
import { type FuzzContext, otherUsersParam, paramValue, type RouteSpec } from './fuzz-routes';

/** One route, ready to be spoiled: its valid parts and how to assemble a request from them. */
export interface Target {
  method: string;
  path: string;
  spec: RouteSpec;
  ctx: FuzzContext;
  jwtSecret: string;
}

interface Parts {
  param?: string;
  query?: Record<string, string | string[]>;
  /** A raw query string appended as it is, for what URLSearchParams would encode away. */
  rawQuery?: string;
  headers?: Record<string, string>;
  body?: unknown;
  token?: string | null;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function jwt(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function urlOf(t: Target, parts: Parts): string {
  const param = parts.param ?? (t.spec.param ? paramValue(t.spec.param, t.ctx) : '');
  const path = t.path.replace(/:[a-z]+/i, param);
  const query = parts.query ?? t.spec.query;
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((one): [string, string] => [key, one]),
  );
  const search = new URLSearchParams(pairs).toString();
  const joined = [search, parts.rawQuery].filter(Boolean).join('&');
  return joined ? `${path}?${joined}` : path;
}

/** A request from the route's valid parts with `parts` replacing some of them. */
function build(t: Target, label: string, parts: Parts = {}): FuzzRequest {
  const token = parts.token === undefined ? (t.spec.auth ? t.ctx.token : null) : parts.token;
  const body = 'body' in parts ? parts.body : t.spec.body?.();
  return {
    label,
    method: t.method,
    url: urlOf(t, parts),
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...parts.headers },
    ...(body !== undefined ? { body } : {}),
  };
}

/** Every string field of the valid body, then every query field: the places a bad value can go. */
function bodyFields(t: Target): string[] {
  return t.spec.body ? Object.keys(t.spec.body()) : [];
}
function queryFields(t: Target): string[] {
  return Object.keys(t.spec.query ?? {});
}

function withField(t: Target, field: string, value: unknown): Record<string, unknown> {
  return { ...t.spec.body?.(), [field]: value };
}

function eachBodyField(t: Target, kind: string, values: unknown[], options: { skipOpaque?: boolean } = {}): FuzzRequest[] {
  const fields = bodyFields(t).filter((field) => !options.skipOpaque || !t.spec.opaque?.includes(field));
  return fields.flatMap((field) =>
    values.map((value, i) => build(t, `${kind}: ${field} #${i}`, { body: withField(t, field, value) })),
  );
}

function eachQueryField(t: Target, kind: string, values: string[]): FuzzRequest[] {
  return queryFields(t).flatMap((field) =>
    values.map((value, i) => build(t, `${kind}: ?${field} #${i}`, { query: { ...t.spec.query, [field]: value } })),
  );
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function rawRequest(t: Target, head: string[], body: string): FuzzRequest {
  const token = t.spec.auth ? [`Authorization: Bearer ${t.ctx.token}`] : [];
  return {
    label: '',
    method: t.method,
    url: urlOf(t, {}),
    raw: [`${t.method} ${urlOf(t, {})} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...token, ...head, '', body].join('\r\n'),
  };
}

const CONTROL_STRINGS = ['Intro\u0000SQL', 'Intro\u0007SQL', 'Intro\u001b[31mSQL', 'Intro\u009bSQL', 'Intro\u007fSQL'];

/**
 * The kinds of bad input, each a way to spoil an otherwise valid request. A kind that does not apply
 * to a route (no body, no query, no token) makes no requests for it.
 */
export const BAD_INPUT_KINDS: Record<string, (t: Target) => FuzzRequest[]> = {
  'wrong types': (t) => [
    ...bodyFields(t).flatMap((field) => {
      const valid = t.spec.body?.()[field];
      const wrong = [42, true, 'text', { text: 'x' }].filter((value) => typeof value !== typeof valid || Array.isArray(valid));
      return wrong.map((value, i) => build(t, `wrong types: ${field} #${i}`, { body: withField(t, field, value) }));
    }),
    ...eachQueryField(t, 'wrong types', ['', '-1', '1e400', 'NaN']),
  ],
  null: (t) => [
    ...eachBodyField(t, 'null', [null]),
    ...(t.spec.body ? [build(t, 'null: whole body', { body: 'null', headers: { 'Content-Type': 'application/json' } })] : []),
  ],
  arrays: (t) => [
    ...bodyFields(t).flatMap((field) => {
      // A list field takes an array, so it gets a list of lists or of objects instead.
      const values = Array.isArray(t.spec.body?.()[field]) ? [[['x']], [{ text: 'x' }]] : [['x'], []];
      return values.map((value, i) => build(t, `arrays: ${field} #${i}`, { body: withField(t, field, value) }));
    }),
    ...(t.spec.body ? [build(t, 'arrays: whole body', { body: [t.spec.body()] })] : []),
  ],
  'duplicate query params': (t) =>
    queryFields(t).map((field) =>
      build(t, `duplicate query params: ${field}`, { query: { ...t.spec.query, [field]: ['a', 'b'] } }),
    ),
  'deep nesting': (t) =>
    t.method === 'GET'
      ? []
      : [
          build(t, 'deep nesting: 40 levels', { body: { ...t.spec.body?.(), extra: nested(40) } }),
          build(t, 'deep nesting: 5000 levels', { body: `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`, headers: { 'Content-Type': 'application/json' } }),
          ...bodyFields(t).slice(0, 1).map((field) => build(t, `deep nesting: in ${field}`, { body: withField(t, field, nested(3000)) })),
        ],
  'huge strings': (t) => [
    ...eachBodyField(t, 'huge strings', ['x'.repeat(20_000)]),
    ...(t.method === 'GET' ? [] : [build(t, 'huge strings: 200 KB body', { body: withField(t, bodyFields(t)[0] ?? 'x', 'x'.repeat(200_000)) })]),
    ...eachQueryField(t, 'huge strings', ['x'.repeat(10_000)]),
  ],
  'control characters': (t) => [
    ...eachBodyField(t, 'control characters', CONTROL_STRINGS, { skipOpaque: true }),
    ...eachQueryField(t, 'control characters', ['a\u0001b', 'a\u001bb']),
  ],
  'NUL in query': (t) => [
    ...queryFields(t).map((field) => build(t, `NUL in query: ${field}`, { rawQuery: `${field}=a%00b` })),
    build(t, 'NUL in query: unknown field', { rawQuery: 'x=%00' }),
  ],
  'Mongo operators': (t) => [
    ...eachBodyField(t, 'Mongo operators', [{ $gt: '' }, { $ne: null }, { $where: 'sleep(100)' }]),
    ...queryFields(t).map((field) => build(t, `Mongo operators: ?${field}[$ne]`, { rawQuery: `${encodeURIComponent(`${field}[$ne]`)}=x` })),
    ...(t.spec.body ? [build(t, 'Mongo operators: $set key', { body: { ...t.spec.body(), $set: { role: 'admin' } } })] : []),
  ],
  'prototype keys': (t) => [
    ...(t.method === 'GET'
      ? []
      : ['__proto__', 'constructor', 'prototype'].map((key) =>
          build(t, `prototype keys: ${key}`, {
            body: JSON.stringify({ ...t.spec.body?.() }).replace(/^\{/, `{"${key}":{"role":"admin"},`).replace(',}', '}'),
            headers: { 'Content-Type': 'application/json' },
          }),
        )),
    build(t, 'prototype keys: ?__proto__', { rawQuery: '__proto__[role]=admin&constructor=x' }),
  ],
  'fields nobody may set': (t) =>
    t.spec.body
      ? [{ role: 'admin' }, { totalBalance: 1_000_000 }, { _id: t.ctx.missingId }, { user: t.ctx.otherUserId }].map((extra, i) =>
          build(t, `fields nobody may set #${i}`, { body: { ...t.spec.body?.(), ...extra } }),
        )
      : [],
  'empty or missing body': (t) =>
    t.spec.body
      ? [
          build(t, 'empty or missing body: {}', { body: {} }),
          build(t, 'empty or missing body: none', { body: undefined }),
          build(t, 'empty or missing body: empty JSON text', { body: '', headers: { 'Content-Type': 'application/json' } }),
        ]
      : [],
  'not JSON': (t) =>
    t.method === 'GET'
      ? []
      : ['{"title":', "{'title':'x'}", 'title=x', '\u00ef\u00bb\u00bf{}', '[1,2'].map((text, i) =>
          build(t, `not JSON #${i}`, { body: text, headers: { 'Content-Type': 'application/json' } }),
        ),
  'lying Content-Type': (t) =>
    t.spec.body
      ? ['text/plain', 'application/xml', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=iso-8859-1'].map(
          (type) => build(t, `lying Content-Type: ${type}`, { body: JSON.stringify(t.spec.body?.()), headers: { 'Content-Type': type } }),
        )
      : [],
  'lying Content-Encoding': (t) =>
    t.method === 'GET'
      ? []
      : [
          ...['gzip', 'deflate', 'br', 'zstd', 'compress', 'gzip, gzip'].map((encoding) =>
            build(t, `lying Content-Encoding: ${encoding}`, { body: JSON.stringify(t.spec.body?.() ?? {}), headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding } }),
          ),
          build(t, 'lying Content-Encoding: deflate bomb', {
            body: deflateSync(Buffer.from(`{"title":"${'x'.repeat(5_000_000)}"}`)),
            headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' },
          }),
        ],
  'lying Content-Length': (t) => {
    const body = JSON.stringify(t.spec.body?.() ?? {});
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
