import { createHmac } from 'node:crypto';
import type { FuzzRequest } from './fuzz-request';
import { type FuzzContext, paramValue, type RouteSpec } from './fuzz-routes';

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

export const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function jwt(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

export function urlOf(t: Target, parts: Parts): string {
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

/** The token a valid request to the route carries. */
export function validToken(t: Target): string | null {
  if (!t.spec.auth) return null;
  if (t.spec.as === 'mentor') return t.ctx.mentorToken;
  if (t.spec.as === 'applicant') return t.ctx.applicantToken;
  return t.spec.as === 'admin' ? t.ctx.adminToken : t.ctx.token;
}

/** A request from the route's valid parts with `parts` replacing some of them. */
export function build(t: Target, label: string, parts: Parts = {}): FuzzRequest {
  const token = parts.token === undefined ? validToken(t) : parts.token;
  const body = 'body' in parts ? parts.body : t.spec.body?.(t.ctx);
  return {
    label,
    method: t.method,
    url: urlOf(t, parts),
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...parts.headers },
    ...(body !== undefined ? { body } : {}),
  };
}

/** Every string field of the valid body, then every query field: the places a bad value can go. */
export function bodyFields(t: Target): string[] {
  return t.spec.body ? Object.keys(t.spec.body(t.ctx)) : [];
}
export function queryFields(t: Target): string[] {
  return Object.keys(t.spec.query ?? {});
}

export function withField(t: Target, field: string, value: unknown): Record<string, unknown> {
  return { ...t.spec.body?.(t.ctx), [field]: value };
}

export function eachBodyField(t: Target, kind: string, values: unknown[], options: { skipOpaque?: boolean } = {}): FuzzRequest[] {
  const fields = bodyFields(t).filter((field) => !options.skipOpaque || !t.spec.opaque?.includes(field));
  return fields.flatMap((field) =>
    values.map((value, i) => build(t, `${kind}: ${field} #${i}`, { body: withField(t, field, value) })),
  );
}

export function eachQueryField(t: Target, kind: string, values: string[]): FuzzRequest[] {
  return queryFields(t).flatMap((field) =>
    values.map((value, i) => build(t, `${kind}: ?${field} #${i}`, { query: { ...t.spec.query, [field]: value } })),
  );
}

export function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export function rawRequest(t: Target, head: string[], body: string): FuzzRequest {
  const token = t.spec.auth ? [`Authorization: Bearer ${validToken(t)}`] : [];
  return {
    label: '',
    method: t.method,
    url: urlOf(t, {}),
    raw: [`${t.method} ${urlOf(t, {})} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...token, ...head, '', body].join('\r\n'),
  };
}
