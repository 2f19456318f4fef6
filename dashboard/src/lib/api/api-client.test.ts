import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { api, ApiError, NETWORK_ERROR_MESSAGE, SERVER_DOWN_MESSAGE } from './api-client';
import { onUnauthorized } from '../auth/events';
import { authToken } from '../auth/token';

function headersOf(init: RequestInit | undefined): Headers {
  return new Headers(init?.headers);
}

describe('api client', () => {
  it('resolves with the JSON the API answers', async () => {
    stubFetch(() => jsonResponse({ status: 'up' }));
    await expect(api.get('/auth/up')).resolves.toEqual({ status: 'up' });
  });

  it('calls the API under /api/v1 and sends bodies as JSON', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ _id: 't1', title: 'Read a book' }, 201));
    await api.post('/todo', { title: 'Read a book' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/todo');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ title: 'Read a book' }));
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
  });

  it('sends the stored token as a bearer token', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    authToken.set('abc.def.ghi');
    await api.get('/users/1');
    expect(headersOf(fetchMock.mock.calls[0]?.[1]).get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    authToken.set('abc');
    authToken.clear();
    await api.get('/skills');
    expect(headersOf(fetchMock.mock.calls[0]?.[1]).has('Authorization')).toBe(false);
  });

  it("rejects with the server's error message and status", async () => {
    stubFetch(() => jsonResponse({ error: 'Invalid email or password' }, 401));
    const failure = api.post('/auth/login', { email: 'a@b.co', password: 'nope' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Invalid email or password', status: 401 });
  });

  it('rejects with a readable message when a proxy answers instead of the API', async () => {
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(api.get('/skills')).rejects.toMatchObject({ message: SERVER_DOWN_MESSAGE, status: 502 });
  });

  it('names the status when a failure has no error field', async () => {
    stubFetch(() => new Response(null, { status: 404 }));
    await expect(api.get('/nowhere')).rejects.toMatchObject({
      message: 'Trail could not complete the request (error 404). Please try again.',
      status: 404,
    });
  });

  it('rejects with a connection message when the network fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/skills')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 });
  });

  it('resolves with undefined for an empty answer', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/users/freetime/1')).resolves.toBeUndefined();
  });
});

describe('api client with a refused session', () => {
  it('forgets the token and reports the 401 when the API refuses a sent token', async () => {
    stubFetch(() => jsonResponse({ error: 'Your session has ended' }, 401));
    const reported = vi.fn();
    const stop = onUnauthorized(reported);
    authToken.set('old.token.here');

    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(authToken.get()).toBeNull();
    expect(reported).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps a newer session when the refused token was an earlier one (signed in again meanwhile)', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const reported = vi.fn();
    const stop = onUnauthorized(reported);
    authToken.set('old.token.here');

    const slow = api.get('/users/me');
    authToken.set('new.token.here');
    answer(jsonResponse({ error: 'Your session has ended' }, 401));

    await expect(slow).rejects.toMatchObject({ status: 401 });
    expect(authToken.get()).toBe('new.token.here');
    expect(reported).not.toHaveBeenCalled();
    stop();
  });

  it('keeps the token when the API is briefly unavailable (503)', async () => {
    stubFetch(() => jsonResponse({ error: 'Trail is briefly unavailable. Please try again in a moment.' }, 503));
    const reported = vi.fn();
    const stop = onUnauthorized(reported);
    authToken.set('live.token.here');

    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 503, message: 'Trail is briefly unavailable. Please try again in a moment.' });
    expect(authToken.get()).toBe('live.token.here');
    expect(reported).not.toHaveBeenCalled();
    stop();
  });

  it('leaves a wrong password at sign-in to the form (no token was sent)', async () => {
    stubFetch(() => jsonResponse({ error: 'Invalid email or password' }, 401));
    const reported = vi.fn();
    const stop = onUnauthorized(reported);

    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(reported).not.toHaveBeenCalled();
    stop();
  });
});
