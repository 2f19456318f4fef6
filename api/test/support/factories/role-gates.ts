import type { Test } from 'supertest';
import type { TestApp } from '../create-test-app';
import { bearer } from './accounts';

export interface GatedRoute {
  method: 'get' | 'put' | 'post' | 'delete';
  path: string;
  body?: object;
}

/** One request to a gated route, signed out (no token) or as the holder of `token`. */
export function callAs(t: TestApp, route: GatedRoute, token?: string): Test {
  const req = t.http()[route.method](route.path);
  if (token) void req.set(bearer(token));
  return route.body ? req.send(route.body) : req;
}
