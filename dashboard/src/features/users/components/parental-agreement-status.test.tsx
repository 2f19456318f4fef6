import { PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { bodyOf, learner, notFound, renderRoutes } from '@/test/render-routes';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

describe('Settings for a 13–17-year-old awaiting a parent', { timeout: 30_000 }, () => {
  it('says what waits, and sends a new link to the parent the learner names', async () => {
    const teen = { ...learner, parentalAgreement: { status: 'awaiting' as const } };
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/users/me?balances=false')) return jsonResponse({ user: teen });
      if (url.endsWith('/auth/parental-agreement') && init.method === 'POST') return jsonResponse({ message: PARENTAL_AGREEMENT_MESSAGES.parentMailSent });
      return notFound();
    });
    authToken.set(fakeJwt(3600));
    const user = userEvent.setup();
    await renderRoutes('/settings');

    expect(await screen.findByText(`${PARENTAL_AGREEMENT_MESSAGES.awaiting}.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Parent's or guardian's e-mail"), 'dad@example.com');
    await user.click(screen.getByRole('button', { name: 'Send them the link' }));
    expect(await screen.findByText(PARENTAL_AGREEMENT_MESSAGES.parentMailSent)).toBeInTheDocument();
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/parental-agreement'));
      expect(bodyOf(post?.[1])).toEqual({ parentEmail: 'dad@example.com' });
    });
  });
});
