import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

// Loaded up front: the first lazy page load would otherwise eat into renderApp's wait on a busy machine.
import './individuals';

describe('individuals page', { timeout: 20_000 }, () => {
  it('links to sign-up and the extension store', async () => {
    stubFetch(() => jsonResponse({}));
    await renderApp('/individuals');
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Get the Trail extension' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('region', { name: 'Get started' })).toBeInTheDocument();
  });

  it.each([
    ['Trailbank is coming soon', 'E-mail for Trailbank news', 'Notify me', 'Bank'],
    ['Our newsletter', 'E-mail for the newsletter', 'Subscribe', 'Subscribe'],
  ])('the "%s" form joins the mailing list with its reason', async (section, label, button, reason) => {
    const fetchMock = stubFetch(() => jsonResponse({ message: 'Added' }, 201));
    const user = userEvent.setup();
    await renderApp('/individuals');
    const region = screen.getByRole('region', { name: section });

    await user.type(within(region).getByLabelText(label), 'ada@example.com');
    await user.click(within(region).getByRole('button', { name: button }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Thank you!');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/mailinglist'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'ada@example.com', reason });
  });
});
