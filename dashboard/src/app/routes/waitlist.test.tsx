import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

// Loaded up front: the first lazy page load would otherwise eat into renderApp's wait on a busy machine.
import './waitlist';

describe('waitlist page', { timeout: 20_000 }, () => {
  it('checks the e-mail, then thanks the visitor with share options', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: 'Added' }, 201));
    const user = userEvent.setup();
    await renderApp('/waitlist');

    await user.type(screen.getByLabelText('Your e-mail address'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Enter a valid email address');

    await user.type(screen.getByLabelText('Your e-mail address'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('heading', { name: 'Thank you! You are on the waitlist.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.getByRole('link', { name: 'Share on Twitter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith('/mailinglist'))?.[1]?.body));
    expect(body).toEqual({ email: 'ada@example.com', reason: 'waitlist' });
  });
});
