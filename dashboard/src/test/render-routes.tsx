import { screen } from '@testing-library/react';
import type { User } from '@trail/shared';
import type { InitialEntry } from 'react-router-dom';
import { aUser } from '@/test/learning-fixtures';
import { renderRoutesAt } from '@/test/render-app';

/**
 * The real route table at `entry` (a path, or a path with navigation state), with a fresh cache and no retries.
 * Waits for the first page heading: a cold page chunk can take a few seconds to load in tests.
 */
export async function renderRoutes(entry: InitialEntry) {
  const rendered = renderRoutesAt(entry);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return rendered;
}

export const learner: User = aUser({ firstName: 'Ada', createdAt: '2026-01-01T00:00:00.000Z' });

export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

/** For the learner views' own calls, which these tests do not look at: a plain failure they show as an error. */
export function notFound(): Response {
  return new Response(JSON.stringify({ error: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
}
