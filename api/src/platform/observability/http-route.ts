import type { IncomingMessage } from 'node:http';

/** Requests no route answered (unknown paths, bodies refused before routing) share one label. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route's pattern (`/api/v1/learning/:id`) as Express matched it, never the raw URL: ids,
 * reset tokens and query strings stay out of logs and metric labels.
 */
export function routeOf(req: IncomingMessage): string {
  const route = (req as { route?: { path?: unknown } }).route;
  // Nest 12 answers unknown paths from a catch-all route (`*path`): still no route of ours.
  return typeof route?.path === 'string' && !route.path.startsWith('*') ? route.path : UNMATCHED_ROUTE;
}
