import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { bodyOf, notFound, renderRoutes } from '@/test/render-routes';

describe('/verify-email', () => {
  it('sends the token from the mailed link to the API and shows its answer', async () => {
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/auth/verify-email') && init.method === 'POST'
        ? jsonResponse({ message: 'Your e-mail is verified. Thank you!' })
        : notFound(),
    );
    await renderRoutes('/verify-email?token=abc.def.ghi');

    expect(await screen.findByText('Your e-mail is verified. Thank you!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/verify-email'));
    expect(bodyOf(call?.[1])).toEqual({ token: 'abc.def.ghi' });
  });

  it("shows the API's refusal of an expired link", async () => {
    stubFetch(() =>
      jsonResponse({ error: 'This verification link is invalid or has expired. Sign in and ask for a new one.' }, 400),
    );
    await renderRoutes('/verify-email?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired');
  });
});
