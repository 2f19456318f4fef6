import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, learner, notFound, renderRoutes } from '@/test/render-routes';
import { authToken } from '@/lib/auth/token';
import { hideCovers } from '@/lib/data-saver';
import { fakeJwt } from '@/test/fake-jwt';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

function stubAccount(onPut: (init: RequestInit) => Response = () => notFound()) {
  return stubFetch((url, init) => {
    if (url.endsWith('/users/me?balances=false')) return jsonResponse({ user: learner });
    if (url.endsWith('/users/user-1') && init.method === 'PUT') return onPut(init);
    return notFound();
  });
}

/** Keeps every profile save open until the test answers it with the function returned. */
function holdSave(): (response: Response) => void {
  let answer: (response: Response) => void = () => undefined;
  stubAccount(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
  return (response) => answer(response);
}

async function openSettings() {
  authToken.set(fakeJwt(3600));
  const view = await renderRoutes('/settings');
  await screen.findByLabelText('Username');
  return view;
}

describe('Settings', { timeout: 15_000 }, () => {
  it("asks to fill in the fields when job title, bio and username are all empty, and sends nothing", async () => {
    const fetchMock = stubAccount();
    const user = userEvent.setup();
    await openSettings();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the fields');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves the filled fields, keeps the new session and shows the e-mail read-only', async () => {
    const newToken = fakeJwt(7200);
    const fetchMock = stubAccount(() => jsonResponse({ token: newToken, user: { ...learner, bio: 'Designer in Lagos' } }));
    const user = userEvent.setup();
    await openSettings();

    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Bio'), '  Designer in Lagos ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({ bio: 'Designer in Lagos' });
    expect(authToken.get()).toBe(newToken);
  });

  it("shows the server's message when the username is taken", async () => {
    stubAccount(() => jsonResponse({ error: 'This username is already taken' }, 409));
    const user = userEvent.setup();
    await openSettings();

    await user.type(screen.getByLabelText('Username'), 'ada-obi');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
  });

  it('refuses a reserved username before asking the server', async () => {
    stubAccount();
    const user = userEvent.setup();
    await openSettings();

    await user.type(screen.getByLabelText('Username'), 'settings');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This username is taken');
  });

  it('Log Out forgets the session and opens /signin', async () => {
    stubAccount();
    const user = userEvent.setup();
    const { router } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(authToken.get()).toBeNull();
  });

  it('stays signed out when a save answers after Log Out', async () => {
    const answer = holdSave();
    const user = userEvent.setup();
    const { router } = await openSettings();

    await user.type(screen.getByLabelText('Bio'), 'Designer in Lagos');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    answer(jsonResponse({ token: fakeJwt(7200), user: { ...learner, bio: 'Designer in Lagos' } }));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(authToken.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("keeps no other account's session: a save answered after someone else signed in changes nothing", async () => {
    const answer = holdSave();
    const user = userEvent.setup();
    await openSettings();

    await user.type(screen.getByLabelText('Bio'), 'Designer in Lagos');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const otherSession = fakeJwt(3600, { sub: 'user-2' });
    authToken.set(otherSession);
    answer(jsonResponse({ token: fakeJwt(7200), user: { ...learner, bio: 'Designer in Lagos' } }));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(authToken.get()).toBe(otherSession);
  });

  it('shows its buttons once the profile has arrived, so nothing moves under a finger on the way', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch((url) => (url.endsWith('/users/me?balances=false') ? new Promise<Response>((resolve) => (answer = resolve)) : notFound()));
    authToken.set(fakeJwt(3600));
    await renderRoutes('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();

    answer(jsonResponse({ user: learner }));
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('still offers Log Out when the profile cannot be read', async () => {
    stubFetch(() => jsonResponse({ error: 'Something went wrong on our side. Please try again.' }, 500));
    authToken.set(fakeJwt(3600));
    await renderRoutes('/settings');
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('Sign out everywhere ends every session on the server, then opens /signin', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/users/me?balances=false')) return jsonResponse({ user: learner });
      if (url.endsWith('/auth/logout') && init.method === 'POST') return new Response(null, { status: 204 });
      return notFound();
    });
    const user = userEvent.setup();
    const { router } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/auth/logout') && init?.method === 'POST')).toBe(true);
    expect(authToken.get()).toBeNull();
  });

  it('shows a verified e-mail as verified', async () => {
    stubAccount();
    await openSettings();
    expect(screen.getByText('Your e-mail ada@example.com is verified.')).toBeInTheDocument();
  });

  it('asks an unverified learner to confirm the e-mail, and sends the link again', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/users/me?balances=false')) return jsonResponse({ user: { ...learner, emailVerified: false } });
      if (url.endsWith('/auth/verify-email/resend') && init.method === 'POST') {
        return jsonResponse({ message: 'We have sent you a new verification link. Check your inbox.' });
      }
      return notFound();
    });
    const user = userEvent.setup();
    await openSettings();

    expect(screen.getByText(/Please confirm your e-mail ada@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent you a new verification link. Check your inbox.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/verify-email/resend'))).toHaveLength(1);
  });

  it('shows the name at the bottom of the side navigation, cut at 24 characters', async () => {
    stubFetch((url) =>
      url.endsWith('/users/me?balances=false')
        ? jsonResponse({ user: { ...learner, firstName: 'Oluwaseyifunmi', lastName: 'Adebayo-Ogunlesi' } })
        : notFound(),
    );
    await openSettings();
    expect(screen.getByText('Oluwaseyifunmi Adebayo-…')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Home',
      'Learning plan',
      'Learning history',
      'Wishlist',
      'Settings',
    ]);
  });

  it("stores the browser's time zone once on an account that has none, and saves a zone chosen in Settings", async () => {
    const puts: unknown[] = [];
    stubFetch((url, init) => {
      if (url.endsWith('/users/me?balances=false')) return jsonResponse({ user: { ...learner, timezone: undefined } });
      if (url.endsWith('/users/user-1') && init.method === 'PUT') {
        const body = bodyOf(init) as { timezone?: string };
        puts.push(body);
        return jsonResponse({ token: fakeJwt(7200), user: { ...learner, timezone: body.timezone } });
      }
      return notFound();
    });
    const user = userEvent.setup();
    await openSettings();

    await waitFor(() => expect(puts).toEqual([{ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone }]));
    await user.selectOptions(screen.getByLabelText('Time zone for meeting e-mails and messages'), 'Europe/London');
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ timezone: 'Europe/London' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it("turns cover images off on this device, starting from the browser's data saver", async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true } }));
    stubAccount();
    const user = userEvent.setup();
    await openSettings();

    const toggle = screen.getByRole('switch', { name: "Don't load cover images" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(hideCovers.get()).toBe(false);
    await user.click(toggle);
    expect(hideCovers.get()).toBe(true);
  });
});
