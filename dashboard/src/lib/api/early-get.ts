import { api } from '@/lib/api/api-client';

/** An early answer not taken by then is left for a fresh request: a page should not show old data. */
const FRESH_MS = 30_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/**
 * Starts `GET path` at once, while the page that shows its answer is still downloading, so the two
 * travel side by side instead of one after the other (the first page of a visit on a slow phone).
 */
export function getEarly(path: string): void {
  if (started.has(path)) return;
  const answer = api.get(path);
  // A failure is read by the page that takes the answer, not reported as unhandled meanwhile.
  answer.catch(() => undefined);
  started.set(path, { answer, at: Date.now() });
}

/** The answer `getEarly` started for `path`, taken once while fresh; otherwise a request of its own. */
export function getTakingEarly<T>(path: string, signal?: AbortSignal): Promise<T> {
  const early = started.get(path);
  started.delete(path);
  if (early && Date.now() - early.at < FRESH_MS) return early.answer as Promise<T>;
  return api.get<T>(path, { signal });
}
