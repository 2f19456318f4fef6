/** The one error contract: every failed API call answers with this body. */
export interface ApiErrorBody {
  error: string;
}

/**
 * One page of a cursor-paged list: pass `cursor` back for the next page while `hasMore` is true.
 * The cursor is opaque; its order has a unique tie-breaker, so pages neither overlap nor skip.
 */
export interface CursorPage<T> {
  items: T[];
  hasMore: boolean;
  cursor?: string;
}

/** The API's base path; every route lives under it. */
export const API_PREFIX = 'api/v1';

export interface UpResponse {
  status: 'up';
}

/** GET /health/ready: the API can serve requests (its database answers); otherwise 503 `{ error }`. */
export interface ReadyResponse {
  status: 'ready';
  database: 'up';
}
