import type { LearningCounts, LearningResource, Page, Todo, User, WeeklyActivity } from '@trail/shared';
import { vi } from 'vitest';
import { jsonResponse, stubFetch } from './stub-fetch';

let nextId = 1;

export function aResource(overrides: Partial<LearningResource> = {}): LearningResource {
  const id = `res-${nextId++}`;
  return {
    _id: id,
    title: `Resource ${id}`,
    link: `https://example.com/${id}`,
    offeredBy: 'example.com',
    type: 'Article',
    microSkill: [],
    wishList: { state: false },
    reminder: { state: false },
    done: false,
    user: 'user-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function resources(count: number, overrides: Partial<LearningResource> = {}): LearningResource[] {
  return Array.from({ length: count }, () => aResource(overrides));
}

/** One page of a list holding `total` resources in all; its cursor (while more follow) is `after-page-<page>`. */
export function aPage(items: LearningResource[], { total = items.length, page = 1, limit = 20 } = {}): Page<LearningResource> {
  const hasMore = page * limit < total;
  return { items, hasMore, page, limit, ...(hasMore ? { cursor: `after-page-${page}` } : {}) };
}

/** The page number a request asks for with aPage's cursors. */
export const pageAfter = (cursor: string | null): number => (cursor ? Number(cursor.replace('after-page-', '')) + 1 : 1);

export function aTodo(overrides: Partial<Todo> = {}): Todo {
  const id = `todo-${nextId++}`;
  return { _id: id, title: `To-do ${id}`, done: false, user: 'user-1', createdAt: '2026-11-20T10:00:00.000Z', ...overrides };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    email: 'ada@example.com',
    firstName: 'ada',
    lastName: 'Obi',
    role: 'user',
    referred: 0,
    extension: 'inactive',
    reminder: { gmail: false, whatsapp: false },
    phoneVerified: false,
    timezone: 'Africa/Lagos',
    google: false,
    emailVerified: true,
    birthMonth: '1990-01',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Pretends the screen is a phone (≤ 600 px) or wider, for components that follow the breakpoint. */
export function stubScreen(kind: 'phone' | 'wide') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The JSON body a stubbed call was sent with. */
export function sentBody(init: RequestInit): unknown {
  return JSON.parse(String(init.body));
}

export const NO_COUNTS: LearningCounts = { progress: 0, wishlist: 0, history: 0, reminders: 0, todos: 0 };
export const QUIET_WEEK: WeeklyActivity = { weekStart: '2026-11-15', counts: [0, 0, 0, 0, 0, 0, 0], bars: [0, 0, 0, 0, 0, 0, 0] };

type Handler = (url: URL, init: RequestInit) => unknown;

/**
 * Stubs fetch with a small fake of the Trail API: `routes` maps "METHOD /path" to an answer
 * (a body, or a Response for other statuses); everything else answers an empty default.
 */
export function stubLearningApi(routes: Record<string, unknown | Handler> = {}) {
  const defaults: Record<string, unknown> = {
    'GET /users/me': { user: aUser() },
    'GET /learning': aPage([]),
    'GET /learning/counts': NO_COUNTS,
    'GET /learning/activity': QUIET_WEEK,
    'GET /todo': { items: [] },
    'GET /skills': [],
  };
  return stubFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const byId = key.replace(/\/[^/]+$/, '/:id');
    const answer = key in routes ? routes[key] : key in defaults ? defaults[key] : routes[byId];
    const body = typeof answer === 'function' ? (answer as Handler)(url, init) : answer;
    // A pending answer (a Promise of a Response) lets a test hold the request open.
    if (body instanceof Response || body instanceof Promise) return body as Response | Promise<Response>;
    if (body === undefined) return jsonResponse({ error: `No stub for ${key}` }, 404);
    return jsonResponse(body);
  });
}

/** The GET /learning calls made so far, as their query parameters. */
export function learningListCalls(fetchMock: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/learning'))
    .map((url) => url.searchParams);
}
