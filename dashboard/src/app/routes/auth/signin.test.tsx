import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { bodyOf, learner, renderRoutes } from '@/test/render-routes';

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), ' ada@example.com ');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/signin', () => {
  it('shows loading while signing in, keeps the session and returns to the page that asked for it', async () => {
    const token = fakeJwt(3600);
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url.endsWith('/auth/login') ? new Promise((resolve) => (answer = resolve)) : jsonResponse([]),
    );
    const user = userEvent.setup();
    const { router } = await renderRoutes({ pathname: '/signin', state: { from: '/about' } });

    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    const login = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/login'));
    expect(bodyOf(login?.[1])).toEqual({ email: 'ada@example.com', password: 'secret-pass' });

    answer(jsonResponse({ token, user: learner }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(authToken.get()).toBe(token);
  });

  it("shows the server's message in a red alert and stops loading", async () => {
    stubFetch(() => jsonResponse({ error: 'Invalid email or password' }, 401));
    const user = userEvent.setup();
    await renderRoutes('/signin');

    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('alert')).toHaveClass('alert-error');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("shows 'Log in with google' as information, not as an error", async () => {
    stubFetch(() => jsonResponse({ error: 'Log in with google' }, 400));
    const user = userEvent.setup();
    await renderRoutes('/signin');

    await fillAndSubmit(user);
    const note = await screen.findByText('Log in with google');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).not.toHaveClass('alert-error');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error passed in the navigation state on top', async () => {
    stubFetch(() => jsonResponse([]));
    await renderRoutes({ pathname: '/signin', state: { error: 'Please log in to continue' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to continue');
  });

  it('sends a reset link from the forgot-password flow, confirms it, and Cancel goes back to signing in', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: 'If that e-mail has an account, a link is on its way' }));
    const user = userEvent.setup();
    await renderRoutes('/signin');

    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(/We have sent a link to reset your password/)).toHaveTextContent('ada@example.com');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/forgotpassword'));
    expect(bodyOf(sent?.[1])).toEqual({ email: 'ada@example.com' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('Cancel leaves the forgot-password form before sending anything', async () => {
    const fetchMock = stubFetch(() => jsonResponse([]));
    const user = userEvent.setup();
    await renderRoutes('/signin');

    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('forgotpassword'))).toBe(false);
  });

  it("shows why Google sign-in is unavailable when the API answers 503", async () => {
    stubFetch((url) =>
      url.endsWith('/auth/googleurl') ? jsonResponse({ error: 'Google sign-in is not configured' }, 503) : jsonResponse([]),
    );
    const user = userEvent.setup();
    await renderRoutes('/signin');

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not configured');
  });
});
