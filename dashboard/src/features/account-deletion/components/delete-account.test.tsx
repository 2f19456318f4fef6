import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ACCOUNT_DELETION_ERASES, ACCOUNT_DELETION_KEEPS, ACCOUNT_DELETION_MESSAGES } from '@trail/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/test/learning-fixtures';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { DeleteAccount, deletionNotice } from './delete-account';

function renderSection(google = false) {
  const onRequested = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeleteAccount user={aUser({ google })} onRequested={onRequested} />
    </QueryClientProvider>,
  );
  return onRequested;
}

describe('Settings → Delete account', { timeout: 15_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what is erased, what the law keeps and when, before asking for anything', () => {
    stubFetch(() => jsonResponse({}));
    renderSection();
    const section = screen.getByRole('region', { name: 'Delete account' });
    for (const item of ACCOUNT_DELETION_ERASES) expect(section).toHaveTextContent(item);
    expect(section).toHaveTextContent(ACCOUNT_DELETION_KEEPS);
    expect(section).toHaveTextContent(/erase your account on \d{1,2} \w+ \d{4}, 14 days from now/);
    expect(screen.queryByLabelText('Type your password to confirm')).toBeNull();
  });

  it('sends the password, then hands over the date and how to undo it', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ deletionDueAt: '2026-12-10T01:00:00.000Z' }, 202));
    const onRequested = renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText('Type your password to confirm'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: /^Delete my account on / }));

    await vi.waitFor(() => expect(onRequested).toHaveBeenCalledWith(deletionNotice('2026-12-10T01:00:00.000Z')));
    expect(deletionNotice('2026-12-10T01:00:00.000Z')).toBe(
      'Your account will be deleted on 10 December 2026. Changed your mind? Sign in before then and nothing is deleted.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/users\/me\/deletion$/);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ password: 'correct-horse' }) });
  });

  it("shows the API's refusal and stays signed in", async () => {
    stubFetch(() => jsonResponse({ error: ACCOUNT_DELETION_MESSAGES.wrongPassword }, 403));
    const onRequested = renderSection(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText(/Signed up with Google\? Set a password/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Type your password to confirm'), 'wrong');
    await user.click(screen.getByRole('button', { name: /^Delete my account on / }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_DELETION_MESSAGES.wrongPassword);
    expect(onRequested).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByLabelText('Type your password to confirm')).toBeNull();
  });
});
