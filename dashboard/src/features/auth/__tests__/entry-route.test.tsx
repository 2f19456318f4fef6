import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { fakeJwt } from '@/test/fake-jwt';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { learner, notFound, renderRoutes } from '@/test/render-routes';

describe('entry route query parameters and session start', () => {
  it('keeps ?refCode= for a later sign-up', async () => {
    stubFetch(() => jsonResponse([]));
    await renderRoutes('/?refCode=FRIEND7');
    await waitFor(() => expect(localStorage.getItem('refCode')).toBe('FRIEND7'));
  });

  it('clears an expired ?token= and opens /signin', async () => {
    stubFetch(() => jsonResponse([]));
    const { router } = await renderRoutes(`/?token=${fakeJwt(-60)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(authToken.get()).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired');
  });

  it('stores a live ?token= and opens Home without the parameter', async () => {
    const token = fakeJwt(3600);
    stubFetch((url) => (url.endsWith('/users/me') ? jsonResponse({ user: learner }) : notFound()));
    const { router } = await renderRoutes(`/?token=${token}`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    expect(authToken.get()).toBe(token);
  });

  it("exchanges Google's ?code= for a session", async () => {
    const token = fakeJwt(3600);
    const fetchMock = stubFetch((url) =>
      url.includes('/auth/google?') ? jsonResponse({ token, user: learner }) : notFound(),
    );
    const { router } = await renderRoutes('/?code=4%2F0abc');
    await waitFor(() => expect(authToken.get()).toBe(token));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/google?code=4%2F0abc', expect.anything());
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sends a failed Google return to /signin with the reason', async () => {
    stubFetch(() => jsonResponse({ error: 'Google did not accept this sign-in' }, 401));
    const { router } = await renderRoutes('/?code=bad');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google did not accept this sign-in');
  });

  it('sends a signed-out visit of a learner view to /signin, and back there after signing in', async () => {
    stubFetch(() => jsonResponse([]));
    const { router } = await renderRoutes('/wishlist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/wishlist', error: 'Please log in to continue' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to continue');
  });

  it('clears a stored token that has expired and asks to log in again', async () => {
    authToken.set(fakeJwt(-1));
    stubFetch(() => jsonResponse([]));
    const { router } = await renderRoutes('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(authToken.get()).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired');
  });

  it('sends the learner to /signin with the return path when the API refuses the session', async () => {
    authToken.set(fakeJwt(3600));
    stubFetch(() => jsonResponse({ error: 'Your session has ended' }, 401));
    const { router } = await renderRoutes('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toMatchObject({ from: '/settings' });
    expect(authToken.get()).toBeNull();
  });

  it('shows the landing page at / when signed out', async () => {
    stubFetch(() => jsonResponse([]));
    await renderRoutes('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("Close your team's skill gaps");
  });
});
