import { config } from './config';

/** status 0: the API could not be reached (offline, DNS, timeout). */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string };

export const UNREACHABLE_MESSAGE = 'Trail could not be reached.';
const TIMEOUT_MS = 15_000;

interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
}

/** The extension's one API client; only the background calls it. */
export async function callApi<T>(path: string, { method = 'GET', body, token }: ApiRequest = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 0, error: UNREACHABLE_MESSAGE };
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  const error =
    data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
      ? data.error
      : `Trail answered ${response.status}.`;
  return { ok: false, status: response.status, error };
}

/** Worth trying again later: unreachable, timed out, rate-limited or a server fault. */
export function isTransient(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
