import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { learner, notFound, renderRoutes } from '@/test/render-routes';

describe('entry route query parameters and session start', () => {
  beforeEach(() => sessionStorage.clear());

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

  it('names the account a live ?token= signs in to, and stores it only when the visitor says yes (login CSRF, L1)', async () => {
    const token = fakeJwt(3600);
    const fetchMock = stubFetch((url) => (url.endsWith('/users/me?balances=false') ? jsonResponse({ user: learner }) : notFound()));
    const user = userEvent.setup();
    const { router } = await renderRoutes(`/?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Continue as Ada (ada@example.com)?' })).toBeInTheDocument();
    expect(authToken.get()).toBeNull();
    // The account was asked for with the link's session, not this tab's (there is none).
    const asked = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/me?balances=false'));
    expect(new Headers(asked?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);

    await user.click(screen.getByRole('button', { name: 'Continue as Ada' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    expect(authToken.get()).toBe(token);
  });

  it('leaves a signed-out visitor signed out on "Not now"', async () => {
    stubFetch((url) => (url.endsWith('/users/me?balances=false') ? jsonResponse({ user: learner }) : notFound()));
    const user = userEvent.setup();
    const { router } = await renderRoutes(`/?token=${fakeJwt(3600)}`);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(authToken.get()).toBeNull();
  });

  it("exchanges Google's ?code= and state for a session, with the flow this tab started", async () => {
    const token = fakeJwt(3600);
    sessionStorage.setItem('googleSignInFlow', 'flow-1');
    const fetchMock = stubFetch((url) =>
      url.includes('/auth/google?') ? jsonResponse({ token, user: learner }) : notFound(),
    );
    const { router } = await renderRoutes('/?code=4%2F0abc&state=s1');
    await waitFor(() => expect(authToken.get()).toBe(token));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/google?code=4%2F0abc&state=s1&flow=flow-1', expect.anything());
    expect(sessionStorage.getItem('googleSignInFlow')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("refuses Google's ?code= in a tab that did not start the sign-in (login CSRF), without asking the API", async () => {
    const fetchMock = stubFetch(() => jsonResponse({ token: fakeJwt(3600), user: learner }));
    const { router } = await renderRoutes('/?code=4%2F0attacker&state=theirs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This Google sign-in was not started in this browser tab');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/google?'))).toBe(false);
    expect(authToken.get()).toBeNull();
  });

  it('sends a failed Google return to /signin with the reason', async () => {
    sessionStorage.setItem('googleSignInFlow', 'flow-1');
    stubFetch(() => jsonResponse({ error: 'Google did not accept this sign-in' }, 401));
    const { router } = await renderRoutes('/?code=bad&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google did not accept this sign-in');
  });

  it('asks before a ?token= link replaces the session signed in here, and keeps it on Stay', async () => {
    const mine = fakeJwt(3600);
    authToken.set(mine);
    stubFetch((url) => (url.endsWith('/users/me?balances=false') ? jsonResponse({ user: learner }) : notFound()));
    const user = userEvent.setup();
    const { router } = await renderRoutes(`/?token=${fakeJwt(7200)}`);

    expect(await screen.findByRole('dialog')).toHaveTextContent('You are signed in as Ada (ada@example.com)');
    expect(authToken.get()).toBe(mine);
    await user.click(screen.getByRole('button', { name: 'Stay signed in as Ada' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(authToken.get()).toBe(mine);
  });

  it('switches to the link\'s account only when the learner chooses to', async () => {
    authToken.set(fakeJwt(3600));
    const theirs = fakeJwt(7200);
    stubFetch((url) => (url.endsWith('/users/me?balances=false') ? jsonResponse({ user: learner }) : notFound()));
    const user = userEvent.setup();
    const { router } = await renderRoutes(`/?token=${theirs}`);

    await user.click(await screen.findByRole('button', { name: 'Continue with the other account' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(authToken.get()).toBe(theirs);
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
