import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Balances, ReferralSummary } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, stubLearningApi } from '@/test/learning-fixtures';
import { renderRoutes } from '@/test/render-routes';
import { renderRoutesAt } from '@/test/render-app';

const summary: ReferralSummary = { code: 'ADA123', signUps: 3, combinedReferrals: 2, earningsKobo: 50_000 };
const balances: Balances = { withdrawableKobo: 1_250_000, pendingKobo: 0, totalEarnedKobo: 4_000_000, referralEarningsKobo: 50_000 };

function signedInAs(role: 'user' | 'mentor', routes: Record<string, unknown> = {}) {
  authToken.set(fakeJwt(3600));
  return stubLearningApi({
    'GET /users/me': { user: aUser({ firstName: 'Ada', role }) },
    'GET /referrals/summary': summary,
    'GET /payments/balance': balances,
    'GET /meetings/mentee/:id': { upcoming: [], history: [], historyHasMore: false },
    'GET /meetings/mentor/:id': { upcoming: [], history: [], historyHasMore: false },
    ...routes,
  });
}

const sideNav = () => screen.getByRole('navigation', { name: 'Dashboard' });
const navLabels = () => within(sideNav()).getAllByRole('listitem').map((item) => item.textContent);

describe('/pathway dashboard', () => {
  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    stubLearningApi();
    const { router } = renderRoutesAt('/pathway?view=refer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toMatchObject({ from: '/pathway?view=refer' });
  });

  it("shows a learner's menu without Account, and Home's empty session cards (never made-up ones)", async () => {
    signedInAs('user');
    await renderRoutes('/pathway');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(navLabels()).toEqual(['Home', 'Mentorship Session', 'Pathway', 'Refer Someone', 'Profile', 'Get Help', 'Log Out']);
    expect(within(sideNav()).getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', expect.stringMatching(/^mailto:hello@trail\.ng/));
    expect(within(sideNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('region', { name: 'Next session' })).toHaveTextContent('No Upcoming Event');
    expect(screen.getByRole('region', { name: 'This month' })).toHaveTextContent('No Upcoming Event');
    expect(await screen.findByText('2 referrals · ₦500.00 earned')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Withdrawable earning' })).not.toBeInTheDocument();
    const site = screen.getByRole('navigation', { name: 'Site' });
    expect(within(site).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Mentor Sessions', 'Pathway', 'About us']);
  });

  it("shows a mentor Account and Home's earnings in naira", async () => {
    signedInAs('mentor');
    await renderRoutes('/pathway');

    expect(within(sideNav()).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/pathway?view=account');
    expect(await screen.findByRole('region', { name: 'Withdrawable earning' })).toHaveTextContent('₦12,500.00');
    expect(screen.getByRole('region', { name: 'Total earning' })).toHaveTextContent('₦40,000.00');
    expect(screen.getByRole('region', { name: 'Recent session' })).toHaveTextContent('No previous session');
  });

  it("opens a mentor's Availability view from Home's card, with their weekly slots and public page", async () => {
    signedInAs('mentor', {
      'GET /users/me': { user: aUser({ firstName: 'Ada', role: 'mentor', username: 'ada-mentor' }) },
      'GET /users/freetime': {
        data: [{ _id: 'slot-1', day: 1, hour: 9, minute: 30, timezone: 'Europe/London' }],
        google: false,
        blockedDates: [],
      },
    });
    const user = userEvent.setup();
    const { router } = await renderRoutes('/pathway');

    await user.click(await screen.findByRole('link', { name: 'Set your weekly free time' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=availability');
    expect(await screen.findByText('Monday 09:30 (Europe/London)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/ada-mentor' })).toHaveAttribute('href', '/ada-mentor');
  });

  it('sends the old /mentor/availability address to the Availability view', async () => {
    signedInAs('mentor');
    const { router } = await renderRoutes('/mentor/availability');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pathway?view=availability'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeInTheDocument();
  });

  it('opens Home instead of Availability for a learner', async () => {
    signedInAs('user');
    const { router } = await renderRoutes('/pathway?view=availability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(within(sideNav()).queryByRole('link', { name: 'Availability' })).not.toBeInTheDocument();
  });

  it('switches views in the page with their own URL, and Back returns to the previous view', async () => {
    signedInAs('user');
    const user = userEvent.setup();
    const { router } = await renderRoutes('/pathway');

    await user.click(within(sideNav()).getByRole('link', { name: 'Mentorship Session' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentorship Session' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=sessions');
    expect(await screen.findByText('No Clarity Session yet!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a mentor by track' })).toHaveAttribute('href', '/mentor');

    await user.click(within(sideNav()).getByRole('link', { name: 'Pathway' }));
    expect(await screen.findByText('No current Section')).toBeInTheDocument();
    expect(screen.getByText('No Pathway')).toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentorship Session' })).toBeInTheDocument();
  });

  it('opens Home instead of Account for a learner who follows an Account link', async () => {
    signedInAs('user');
    const { router } = await renderRoutes('/pathway?view=account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('closes the phone menu when a view is chosen', async () => {
    signedInAs('user');
    const user = userEvent.setup();
    await renderRoutes('/pathway');

    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sideNav()).getByRole('link', { name: 'Refer Someone' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refer Someone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Log Out ends the session and opens /signin', async () => {
    signedInAs('user');
    const user = userEvent.setup();
    const { router } = await renderRoutes('/pathway');
    await user.click(within(sideNav()).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(authToken.get()).toBeNull();
  });

  it('keeps the public pathway landing page at /pathway/:name', async () => {
    stubLearningApi();
    await renderRoutes('/pathway/product-design');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product Design');
  });
});
