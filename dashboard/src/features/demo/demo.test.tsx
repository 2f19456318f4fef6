import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DURATIONS_MS } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { bodyOf, learner, notFound, renderRoutes } from '@/test/render-routes';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { readDemo, startDemo } from './demo-session';

describe('portfolio demo mode', () => {
  it('lasts one hour from the portfolio link', () => {
    const start = Date.UTC(2026, 0, 1);
    startDemo('Ada', start);
    expect(readDemo(start + DURATIONS_MS.demoSession - 1)).toEqual({ name: 'Ada', startedAt: start });
    expect(readDemo(start + DURATIONS_MS.demoSession)).toBeNull();
  });

  it("greets the recruiter and logs in as the demo learner only, with the build's demo credentials", async () => {
    const token = fakeJwt(3600);
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/auth/login')) return jsonResponse({ token, user: learner });
      if (url.endsWith('/users/me?balances=false')) return jsonResponse({ user: learner });
      return url.endsWith('/skills') ? jsonResponse([]) : notFound();
    });
    const user = userEvent.setup();
    const { queryClient } = await renderRoutes('/?portfolio=Ada');

    expect(await screen.findByRole('dialog', { name: /Hi Ada's recruiter/ })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('logs you in automatically as our demo learner');
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(DURATIONS_MS.demoSession);

    await user.click(screen.getByRole('button', { name: 'Log in as the demo learner' }));
    await waitFor(() => expect(authToken.get()).toBe(token));
    const login = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/login'));
    expect(bodyOf(login?.[1])).toEqual({ email: 'demo@trail.ng', password: 'trail-demo-2025' });
  });

  it('shows no popup without a live demo session', async () => {
    stubFetch(() => jsonResponse([]));
    await renderRoutes('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
