import { SERVICE_UNAVAILABLE_MESSAGE, type ApiErrorBody } from '@trail/shared';
import { env } from '@/config/env';
import { reportUnauthorized } from '../auth/events';
import { authToken } from '../auth/token';
import { serviceAvailability } from './service-availability';

export const NETWORK_ERROR_MESSAGE = 'Cannot reach Trail. Check your connection and try again.';
export const SERVER_DOWN_MESSAGE = SERVICE_UNAVAILABLE_MESSAGE;

/** A failed API call. `message` is the API's `error` text, ready to show; `status` is 0 when offline. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Asks as another session than this tab's (a sign-in link's, to name its account before it is used). */
  token?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).error === 'string';
}

function errorMessage(data: unknown, status: number): string {
  if (isErrorBody(data)) return data.error;
  // The API always answers failures with { error }; without one, a proxy or host answered for it.
  if (status >= 500) return SERVER_DOWN_MESSAGE;
  return `Trail could not complete the request (error ${status}). Please try again.`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function buildInit(method: Method, body: unknown, token: string | null, options: RequestOptions): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const init: RequestInit = { method, headers, signal: options.signal ?? null };
  if (body instanceof FormData) {
    init.body = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return init;
}

/** Sends a request and applies the session and availability rules to its answer, whatever its body. */
async function send(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const token = options.token ?? authToken.get();
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, buildInit(method, body, token, options));
  } catch (error) {
    // A cancelled request is not a network failure: let the caller (React Query) see the abort.
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  serviceAvailability.report(response.status);
  // Only a 401 ends the session: a 503 or a gateway error while the API is away keeps it.
  if (response.status === 401) endSessionRefused(token);
  return response;
}

/**
 * The API refused `sent`: that session is over (expired, or ended on another device), so it is forgotten
 * and the app sends the user to sign in. Unless it is no longer the session here: a slow answer to a
 * request made before signing in again must not end the new one.
 */
function endSessionRefused(sent: string | null): void {
  if (sent === null || authToken.get() !== sent) return;
  authToken.clear();
  reportUnauthorized();
}

/** Reads a body, turning a connection lost half-way into the same readable error as no connection. */
async function read<T>(reading: Promise<T>, options: RequestOptions): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, body, options);
  const data = await read(readBody(response), options);
  if (!response.ok) throw new ApiError(errorMessage(data, response.status), response.status);
  return data as T;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition. */
  filename: string;
}

/** GETs a file the API answers as an attachment (an export), under the same rules as `request`. */
async function download(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send('GET', path, undefined, options);
  if (!response.ok) throw new ApiError(errorMessage(await read(readBody(response), options), response.status), response.status);
  const blob = await read(response.blob(), options);
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return { blob, filename: named?.[1] ?? 'trail-download' };
}

/**
 * Sends a multipart form with upload progress (fetch cannot report it), under the same rules as `request`.
 * `onProgress` gets 0–1.
 */
function upload<T>(method: 'POST' | 'PUT', path: string, form: FormData, onProgress?: (share: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${env.apiUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = authToken.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0));
    xhr.onload = () => {
      let data: unknown = undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      serviceAvailability.report(xhr.status);
      if (xhr.status === 401) endSessionRefused(token);
      if (xhr.status < 200 || xhr.status >= 300) reject(new ApiError(errorMessage(data, xhr.status), xhr.status));
      else resolve(data as T);
    };
    xhr.send(form);
  });
}

/** The dashboard's one way to call the Trail API: JSON in, JSON out, bearer token when signed in. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  download,
  upload,
};
