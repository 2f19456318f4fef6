import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  authorization: string | null;
}

type Answer = { status: number; body?: unknown } | 'unreachable';

/** Stubs fetch with a tiny API: each call is recorded and answered by `answer`. */
export function fakeApi(answer: (call: ApiCall) => Answer) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, '') + url.search,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
        authorization: new Headers(init.headers).get('Authorization'),
      };
      calls.push(call);
      const reply = answer(call);
      if (reply === 'unreachable') throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** What POST /learning answers for a body, the way the API does. */
export function savedResource(body: Record<string, unknown> | undefined) {
  return {
    _id: 'res-1',
    title: body?.title,
    link: body?.link,
    offeredBy: 'example.com',
    type: body?.type,
    microSkill: body?.microSkill ?? [],
    wishList: body?.wishList ?? { state: false },
    reminder: body?.reminder ?? { state: false },
    done: false,
    user: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}
