import { ACCOUNT_DELETION_KEEPS, PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { tooYoungNotice } from './birth-month-prompt';
import { fakeJwt } from '@/test/fake-jwt';
import { bodyOf, learner, notFound, renderRoutes } from '@/test/render-routes';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

/** A birth year and month that make the learner `years` old now (the birthday month is over). */
function bornYearsAgo(years: number) {
  const now = new Date();
  const born = new Date(now.getFullYear() - years, now.getMonth() - 1, 1);
  return { year: String(born.getFullYear()), month: String(born.getMonth() + 1).padStart(2, '0') };
}

const PROMPT = 'Your month and year of birth';
const olderAccount = { ...learner, birthMonth: undefined };

function stubApi(answer: (body: unknown) => Response) {
  let me: unknown = olderAccount;
  return stubFetch((url, init) => {
    if (url.endsWith('/users/me/birth-month') && init.method === 'PUT') {
      const res = answer(bodyOf(init));
      if (res.ok) me = { ...olderAccount, birthMonth: (bodyOf(init) as { birthMonth: string }).birthMonth };
      return res;
    }
    if (url.endsWith('/users/me?balances=false')) return jsonResponse({ user: me });
    return notFound();
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, born: { year: string; month: string }) {
  await user.selectOptions(await screen.findByLabelText('Month of birth'), born.month);
  await user.selectOptions(screen.getByLabelText('Year of birth'), born.year);
}

describe('the month-of-birth prompt for accounts made before sign-up asked', { timeout: 30_000 }, () => {
  it('asks once, saves the month, and is gone for good', async () => {
    const fetchMock = stubApi((body) => jsonResponse({ user: { ...olderAccount, ...(body as object) } }));
    authToken.set(fakeJwt(3600));
    const user = userEvent.setup();
    await renderRoutes('/settings');

    expect(await screen.findByRole('heading', { name: PROMPT })).toBeInTheDocument();
    await choose(user, { year: '1990', month: '04' });
    expect(screen.queryByLabelText("Parent's or guardian's e-mail")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my month of birth' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: PROMPT })).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/me/birth-month'));
    expect(bodyOf(put?.[1])).toEqual({ birthMonth: '1990-04' });
  });

  it('asks a 13–17-year-old for a parent’s e-mail and sends it with the month', async () => {
    const fetchMock = stubApi((body) => jsonResponse({ user: { ...olderAccount, ...(body as object), parentalAgreement: { status: 'awaiting' } } }));
    authToken.set(fakeJwt(3600));
    const user = userEvent.setup();
    await renderRoutes('/settings');

    const born = bornYearsAgo(15);
    await choose(user, born);
    await user.type(screen.getByLabelText("Parent's or guardian's e-mail"), 'mum@example.com');
    await user.click(screen.getByRole('button', { name: 'Save my month of birth' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/me/birth-month'));
      expect(bodyOf(put?.[1])).toEqual({ birthMonth: `${born.year}-${born.month}`, parentEmail: 'mum@example.com' });
    });
  });

  it('tells an under-13 answer what saving does, then signs out and says when the account and its data go', async () => {
    const deletionDueAt = '2026-12-10T10:00:00.000Z';
    const fetchMock = stubApi(() => jsonResponse({ deletionDueAt }, 202));
    authToken.set(fakeJwt(3600));
    const user = userEvent.setup();
    const { router } = await renderRoutes('/settings');

    const born = bornYearsAgo(11);
    await choose(user, born);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(`${PARENTAL_AGREEMENT_MESSAGES.tooYoungToKeep}.`);
    expect(warning).toHaveTextContent('saving it signs you out and deletes your account and everything in it');
    expect(warning).toHaveTextContent(ACCOUNT_DELETION_KEEPS);
    await user.click(screen.getByRole('button', { name: 'Save and delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const notice = await screen.findByText(tooYoungNotice(deletionDueAt));
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('on 10 December 2026 we will erase your account and everything in it');
    expect(authToken.get()).toBeNull();
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/me/birth-month'));
    expect(bodyOf(put?.[1])).toEqual({ birthMonth: `${born.year}-${born.month}` });
  });

  it('is asked in the /pathway shell too', async () => {
    stubApi((body) => jsonResponse({ user: { ...olderAccount, ...(body as object) } }));
    authToken.set(fakeJwt(3600));
    const user = userEvent.setup();
    await renderRoutes('/pathway');

    expect(await screen.findByRole('heading', { name: PROMPT })).toBeInTheDocument();
    await choose(user, { year: '1990', month: '04' });
    await user.click(screen.getByRole('button', { name: 'Save my month of birth' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: PROMPT })).not.toBeInTheDocument());
  });

  it('shows the API’s refusal', async () => {
    stubApi(() => jsonResponse({ error: PARENTAL_AGREEMENT_MESSAGES.birthMonthRecorded }, 409));
    authToken.set(fakeJwt(3600));
    const user = userEvent.setup();
    await renderRoutes('/settings');

    await choose(user, { year: '1990', month: '04' });
    await user.click(screen.getByRole('button', { name: 'Save my month of birth' }));
    expect(await screen.findByText(PARENTAL_AGREEMENT_MESSAGES.birthMonthRecorded)).toBeInTheDocument();
  });

  it('is not shown to an account that has a month of birth', async () => {
    stubFetch((url) => (url.endsWith('/users/me?balances=false') ? jsonResponse({ user: learner }) : notFound()));
    authToken.set(fakeJwt(3600));
    await renderRoutes('/settings');
    expect(screen.queryByRole('heading', { name: PROMPT })).not.toBeInTheDocument();
  });
});
