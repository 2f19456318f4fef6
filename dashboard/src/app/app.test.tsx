import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '@/config/entry-loader';
import { authToken } from '@/lib/auth/token';
import { fakeSessionToken } from '@/test/render-page';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { App } from './app';

// The full router stands in for itself here: what matters is when it is loaded, not what it shows.
const router = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./router', () => {
  router.loads += 1;
  return { AppRouter: () => <h1>The full router</h1> };
});

beforeEach(() => {
  stubFetch(() => jsonResponse([]));
});

it('shows a public page and follows its links without loading react-router', async () => {
  window.history.replaceState(null, '', '/about');
  const user = userEvent.setup();
  render(<App />);
  expect(await screen.findByRole('heading', { level: 1, name: 'About Trail' }, { timeout: 5_000 })).toBeInTheDocument();

  await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Individuals' }));
  expect(await screen.findByRole('heading', { level: 1, name: /Learn with purpose/ }, { timeout: 5_000 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/individuals');
  expect(router.loads).toBe(0);
});

it('says on <html> once the public page in view is React’s, for whoever waits for its links and forms to work', async () => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  window.history.replaceState(null, '', '/about');
  render(<App />);
  await screen.findByRole('heading', { level: 1, name: 'About Trail' }, { timeout: 5_000 });
  await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
});

it('hands over to the full router for a signed-in view, on the same history', async () => {
  window.history.replaceState(null, '', '/about');
  const user = userEvent.setup();
  render(<App />);
  await screen.findByRole('heading', { level: 1, name: 'About Trail' }, { timeout: 5_000 });

  authToken.set(fakeSessionToken());
  await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Business' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'The full router' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
  expect(window.history.state).toMatchObject({ idx: 1 });
});
