import { createTestApp, type TestApp } from '../support/create-test-app';

type Route = { method: string; path: string };

/** Every route the running app serves, in the order Express tries them. */
function routesInOrder(t: TestApp): Route[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> } };
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => ({ method: method.toUpperCase(), path: layer.route!.path })) : [],
  );
}

const isParam = (segment: string) => segment.startsWith(':');

/**
 * Whether `general` would answer a request meant for `specific`: same method and length, and `specific` names a
 * word wherever the two differ while `general` has a parameter there (`/users/:id` swallows `/users/freetime`).
 */
function swallows(general: Route, specific: Route): boolean {
  if (general.method !== specific.method || general.path === specific.path) return false;
  const a = general.path.split('/');
  const b = specific.path.split('/');
  if (a.length !== b.length) return false;
  return a.every((segment, i) => segment === b[i] || (isParam(segment) && !isParam(b[i]!)));
}

/**
 * Nest registers routes in the order it meets modules, so a route like `/users/:id` registered before
 * `/users/freetime` would answer it. This holds the order by test, not by a comment beside the module list.
 */
describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('registers every route with a word before any route whose parameter would take that word', () => {
    const routes = routesInOrder(t);
    const misordered = routes.flatMap((general, at) =>
      routes.slice(at + 1).filter((later) => swallows(general, later)).map((later) => `${later.method} ${later.path} comes after ${general.path}`),
    );
    expect(misordered).toEqual([]);
  });

  it('serves the /users/<word> routes and /users/:id both (the ones the order guards)', () => {
    const users = routesInOrder(t).filter((route) => route.method === 'GET' && /^\/api\/v1\/users\/[^/]+$/.test(route.path));
    // `GET /users/me` is `/users/:id` with the id `me` (the spec's user answer).
    const paths = users.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/users/freetime', '/api/v1/users/referral']));
    expect(paths.at(-1)).toBe('/api/v1/users/:id');
  });
});
