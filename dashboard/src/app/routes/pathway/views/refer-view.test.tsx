import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralSummary } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, stubLearningApi } from '@/test/learning-fixtures';
import { renderRoutes } from '@/test/render-routes';

const withCode: ReferralSummary = { code: 'ADA123', signUps: 30, combinedReferrals: 20, earningsKobo: 1_234_500 };

async function openRefer(role: 'user' | 'mentor', summaries: ReferralSummary[] = [withCode]) {
  authToken.set(fakeJwt(3600));
  let calls = 0;
  const fetchMock = stubLearningApi({
    'GET /users/me': { user: aUser({ firstName: 'Ada', role }) },
    'GET /referrals/summary': () => summaries[Math.min(calls++, summaries.length - 1)],
    'GET /users/referral': { user: aUser({ firstName: 'Ada', role, code: 'ADA123' }) },
  });
  await renderRoutes('/pathway?view=refer');
  await screen.findByRole('heading', { level: 1, name: 'Refer Someone' });
  return fetchMock;
}

describe('Refer Someone view', () => {
  it('shows the sign-up link with the code, and copies it', async () => {
    const user = userEvent.setup();
    await openRefer('user');
    const link = `${window.location.origin}/signup?refCode=ADA123`;
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(screen.getByText('ADA123')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByText('Copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('ADA123');
  });

  it('shows the earnings in naira and a badge per target with its status', async () => {
    await openRefer('user');
    expect(await screen.findByRole('region', { name: 'Referral earnings' })).toHaveTextContent('₦12,345.00');
    // Learners have no Account view: the figure is their earnings, with no link away.
    expect(screen.queryByRole('link', { name: 'View Earnings' })).not.toBeInTheDocument();

    const badges = within(screen.getByRole('list', { name: 'Referral badges' })).getAllByRole('listitem');
    expect(badges.map((badge) => [badge.querySelector('h3')?.textContent, badge.querySelector('.badge')?.textContent])).toEqual([
      ['25 referrals', 'Badge: Almost there'],
      ['50 referrals', 'Badge: Medium'],
      ['75 referrals', 'Badge: Low'],
    ]);
    expect(within(badges[0]!).getByRole('progressbar')).toHaveAttribute('value', '20');
  });

  it("sends a mentor's View Earnings to the Account view", async () => {
    await openRefer('mentor');
    expect(await screen.findByRole('link', { name: 'View Earnings' })).toHaveAttribute('href', '/pathway?view=account');
  });

  it('makes a referral code on request when there is none yet', async () => {
    const user = userEvent.setup();
    const fetchMock = await openRefer('user', [{ ...withCode, code: undefined }, withCode]);
    await user.click(await screen.findByRole('button', { name: 'Get my referral link' }));
    expect(await screen.findByText('ADA123')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/users/referral'))).toBe(true);
  });
});
