import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { bodyOf, learner, notFound, renderRoutes } from '@/test/render-routes';

function stubRegister() {
  return stubFetch((url) =>
    url.endsWith('/auth/register') ? jsonResponse({ token: fakeJwt(3600), user: learner }, 201) : notFound(),
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, born = { year: '1990', month: '01' }) {
  await user.type(await screen.findByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Obi');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.selectOptions(screen.getByLabelText('Month of birth'), born.month);
  await user.selectOptions(screen.getByLabelText('Year of birth'), born.year);
}

async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Sign me Up' }));
}

/** A birth year and month that make the learner `years` old now (the birthday month is over). */
function bornYearsAgo(years: number) {
  const now = new Date();
  const born = new Date(now.getFullYear() - years, now.getMonth() - 1, 1);
  return { year: String(born.getFullYear()), month: String(born.getMonth() + 1).padStart(2, '0') };
}

function registerBody(fetchMock: ReturnType<typeof stubFetch>) {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/register'));
  return bodyOf(call?.[1]);
}

// The form now has the month and year of birth to choose as well: more steps than the 15 s default allows on a busy machine.
describe('/signup', { timeout: 30_000 }, () => {
  it('sends the referral code and the extension flag from the query, then opens the dashboard', async () => {
    const fetchMock = stubRegister();
    const user = userEvent.setup();
    const { router } = await renderRoutes('/signup?refCode=ADA123&extension=chrome');

    await signUp(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(registerBody(fetchMock)).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      password: 'secret-pass',
      birthMonth: '1990-01',
      refCode: 'ADA123',
      extension: 'exist',
    });
    expect(localStorage.getItem('extension')).toBe('exist');
  });

  it('sends a referral code kept from an earlier visit, and no extension flag without extension=', async () => {
    localStorage.setItem('refCode', 'KEPT42');
    const fetchMock = stubRegister();
    const user = userEvent.setup();
    await renderRoutes('/signup');

    await signUp(user);
    await waitFor(() => expect(registerBody(fetchMock)).toMatchObject({ refCode: 'KEPT42' }));
    expect(registerBody(fetchMock)).not.toHaveProperty('extension');
  });

  it('asks an adult for no parent, and sends the month of birth', async () => {
    const fetchMock = stubRegister();
    const user = userEvent.setup();
    await renderRoutes('/signup');

    await signUp(user);
    await waitFor(() => expect(registerBody(fetchMock)).toMatchObject({ birthMonth: '1990-01' }));
    expect(screen.queryByLabelText("Parent's or guardian's e-mail")).not.toBeInTheDocument();
    expect(registerBody(fetchMock)).not.toHaveProperty('parentEmail');
  });

  it("asks a 13–17-year-old for a parent's e-mail and sends it with the month of birth", async () => {
    const fetchMock = stubRegister();
    const user = userEvent.setup();
    await renderRoutes('/signup');
    const born = bornYearsAgo(15);

    await fillIn(user, born);
    await user.type(await screen.findByLabelText("Parent's or guardian's e-mail"), 'mum@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me Up' }));
    await waitFor(() =>
      expect(registerBody(fetchMock)).toMatchObject({ birthMonth: `${born.year}-${born.month}`, parentEmail: 'mum@example.com' }),
    );
  });

  it('tells someone under 13 that Trail is not for them yet, and does not send the form', async () => {
    const fetchMock = stubRegister();
    const user = userEvent.setup();
    await renderRoutes('/signup');

    await fillIn(user, bornYearsAgo(12));
    expect(screen.getByRole('alert')).toHaveTextContent(PARENTAL_AGREEMENT_MESSAGES.tooYoung);
    expect(screen.getByRole('button', { name: 'Sign me Up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/register'))).toBe(false);
  });

  it("shows the server's message when the e-mail is taken", async () => {
    stubFetch(() => jsonResponse({ error: 'This e-mail already has an account' }, 409));
    const user = userEvent.setup();
    await renderRoutes('/signup');

    await signUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail already has an account');
  });

  it('hands the session to the extension and opens the dashboard when already signed in', async () => {
    const token = fakeJwt(3600);
    authToken.set(token);
    stubFetch((url) => (url.endsWith('/users/me?balances=false') ? jsonResponse({ user: learner }) : notFound()));
    const postSpy = vi.spyOn(window, 'postMessage');
    const { router } = await renderRoutes('/signup?extension=chrome');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(postSpy).toHaveBeenCalledWith({ source: 'trail-dashboard', type: 'session', token }, window.location.origin);
  });
});

describe('/resetpassword', () => {
  it('with a token shows only the new password, and a reset signs the user in on Home', async () => {
    const token = fakeJwt(3600);
    const fetchMock = stubFetch((url) =>
      url.includes('/auth/resetpassword/') ? jsonResponse({ token, user: learner }) : notFound(),
    );
    const user = userEvent.setup();
    const { router } = await renderRoutes('/resetpassword?token=abc123');

    await user.type(await screen.findByLabelText('New password'), 'new-secret-pass');
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/auth/resetpassword/'));
    expect(call?.[0]).toBe('/api/v1/auth/resetpassword/abc123');
    expect(call?.[1]?.method).toBe('PUT');
    expect(bodyOf(call?.[1])).toEqual({ password: 'new-secret-pass' });
    expect(authToken.get()).toBe(token);
  });

  it('without a token asks for the e-mail to send a reset link to', async () => {
    stubFetch(() => jsonResponse({ message: 'sent' }));
    const user = userEvent.setup();
    await renderRoutes('/resetpassword');

    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(/We have sent a link to reset your password/)).toBeInTheDocument();
  });
});
