import { PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { bodyOf, notFound, renderRoutes } from '@/test/render-routes';

describe('/parental-agreement', () => {
  it("shows the learner's name and what Trail keeps, and sends the parent's agreement", async () => {
    const fetchMock = stubFetch((url, init) => {
      if (!url.endsWith('/auth/parental-agreement/tok123')) return notFound();
      return init?.method === 'POST'
        ? jsonResponse({ message: PARENTAL_AGREEMENT_MESSAGES.agreed })
        : jsonResponse({ learnerFirstName: 'Tobi', expiresAt: '2026-12-03T10:00:00.000Z' });
    });
    const user = userEvent.setup();
    await renderRoutes('/parental-agreement?token=tok123');

    expect(await screen.findByText(/Tobi has signed up for Trail/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PARENTAL_AGREEMENT_MESSAGES.agreed);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ decision: 'agree' });
  });

  it("shows the API's message for a spent or expired link", async () => {
    stubFetch(() => jsonResponse({ error: PARENTAL_AGREEMENT_MESSAGES.linkInvalid }, 400));
    await renderRoutes('/parental-agreement?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(PARENTAL_AGREEMENT_MESSAGES.linkInvalid);
    expect(screen.queryByRole('button', { name: 'I agree' })).not.toBeInTheDocument();
  });
});
