import { screen, waitFor } from '@testing-library/react';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { serviceAvailability } from '@/lib/api/service-availability';
import { fakeJwt } from '@/test/fake-jwt';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { learner, renderRoutes } from '@/test/render-routes';

const unavailable = () => jsonResponse({ error: SERVICE_UNAVAILABLE_MESSAGE }, 503);

describe('a signed-in learner while the API is briefly unavailable', () => {
  it('stays signed in on the page and is told Trail is briefly unavailable', async () => {
    const token = fakeJwt(3600);
    authToken.set(token);
    stubFetch(unavailable);
    const { router } = await renderRoutes('/settings');

    expect(await screen.findByTestId('unavailable-banner', {}, { timeout: 5_000 })).toHaveTextContent('Trail is briefly unavailable');
    expect(router.state.location.pathname).toBe('/settings');
    expect(authToken.get()).toBe(token);
  });

  it('drops the notice once the API answers again', async () => {
    authToken.set(fakeJwt(3600));
    serviceAvailability.report(503);
    stubFetch((url) => (url.endsWith('/users/me?balances=false') ? jsonResponse({ user: learner }) : jsonResponse([])));
    await renderRoutes('/settings');

    await waitFor(() => expect(screen.queryByTestId('unavailable-banner')).toBeNull(), { timeout: 5_000 });
  });

  it('treats a gateway answering for a stopped API the same way', async () => {
    const token = fakeJwt(3600);
    authToken.set(token);
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const { router } = await renderRoutes('/');

    expect(await screen.findByTestId('unavailable-banner', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(authToken.get()).toBe(token);
  });
});
