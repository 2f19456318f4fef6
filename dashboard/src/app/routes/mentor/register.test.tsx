import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, MESSAGES } from '@trail/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openCheckout } from '@/lib/open-checkout';
import type { BookingState } from '@/features/mentors/booking-selection';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { aMentorPage } from '@/test/mentor-fixtures';
import { renderRoutesAt } from '@/test/render-app';
import { jsonResponse } from '@/test/stub-fetch';

vi.mock('@/lib/open-checkout', () => ({ openCheckout: vi.fn() }));

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Africa/Lagos';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});
afterEach(() => {
  localStorage.clear();
  vi.mocked(openCheckout).mockReset();
});

const [monday, tuesday] = aMentorPage().occurrences;
const selection: BookingState = {
  info: { mentor: { _id: 'mentor-1', username: 'tolu', firstName: 'Tolu', lastName: 'Ade' }, occurrences: [monday!, tuesday!], totalKobo: 400_000 },
};
const me = aUser({ firstName: 'Ada', tag: 'Analyst', bio: 'Numbers person.' });

function openWizard(routes: Record<string, unknown> = {}) {
  authToken.set(fakeJwt(3600));
  const fetchMock = stubLearningApi({ 'GET /users/me': { user: me }, ...routes });
  renderRoutesAt({ pathname: '/mentor/register', state: selection });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubLearningApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(path));

const HELD = { reference: 'trl-abc', holdExpiresAt: '2026-03-01T10:10:00.000Z' };
const CHECKOUT = { data: { authorization_url: 'https://checkout.example/abc', reference: 'trl-abc' } };

/** Through Experience to the Note, with the clarity text typed; `next` presses Next there, which holds the hours. */
async function fillNote(user: ReturnType<typeof userEvent.setup>, { next = true } = {}) {
  await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5_000 }));
  await user.type(await screen.findByLabelText('Clarity Needed'), 'How do I move from analyst to data scientist?');
  if (!next) return;
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Ready, set, go!' });
}

describe('/mentor/register: the booking wizard', () => {
  it('asks to choose times first when opened directly', async () => {
    renderRoutesAt('/mentor/register');
    expect(await screen.findByText(/Choose one or more free times/, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('prefills Experience from the profile, needs both fields, and saves a changed title before the Note', async () => {
    const user = userEvent.setup();
    const fetchMock = openWizard({ 'PUT /users/user-1': { token: fakeJwt(3600), user: { ...me, tag: 'Data Analyst' } } });
    const title = await screen.findByLabelText('Title', {}, { timeout: 5_000 });
    expect(title).toHaveValue('Analyst');
    expect(screen.getByLabelText('Bio')).toHaveValue('Numbers person.');

    await user.clear(screen.getByLabelText('Bio'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillInFields);
    expect(calls(fetchMock, 'PUT', '/users/user-1')).toHaveLength(0);

    await user.type(screen.getByLabelText('Bio'), 'Numbers person.');
    await user.clear(title);
    await user.type(title, 'Data Analyst');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Clarity Needed')).toBeInTheDocument();
    const [[, init]] = calls(fetchMock, 'PUT', '/users/user-1') as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({ tag: 'Data Analyst', bio: 'Numbers person.' });
  });

  it('needs the clarity text, and locks a stored referral code', async () => {
    localStorage.setItem('refCode', 'FRIEND1');
    const user = userEvent.setup();
    openWizard();
    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5_000 }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.clarityNeeded);
    const referral = screen.getByLabelText('Referral Code [Do not edit]');
    expect(referral).toHaveValue('FRIEND1');
    expect(referral).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Analyst');
  });

  it('holds the hours on leaving the Note, shows until when, and only the Pay button starts the payment', async () => {
    const user = userEvent.setup();
    const fetchMock = openWizard({ 'POST /payments/mentorhour': HELD, 'POST /payments/mentorhour/trl-abc/pay': CHECKOUT });
    await fillNote(user);
    expect(screen.getByText('Mon 2 Mar, 19:00')).toBeInTheDocument();
    expect(screen.getByText('Tue 3 Mar, 00:30')).toBeInTheDocument();
    expect(screen.getByText('₦4,000.00')).toBeInTheDocument();
    expect(screen.getByText('We are holding these times for you until 11:10. Pay before then to book them.')).toBeInTheDocument();
    const [[, init]] = calls(fetchMock, 'POST', '/payments/mentorhour') as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({
      mentorId: 'mentor-1',
      occurrences: [monday, tuesday],
      clarity: 'How do I move from analyst to data scientist?',
      title: 'Analyst',
      bio: 'Numbers person.',
    });
    expect(calls(fetchMock, 'POST', '/pay')).toHaveLength(0);
    expect(openCheckout).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://checkout.example/abc'));
    expect(calls(fetchMock, 'POST', '/payments/mentorhour/trl-abc/pay')).toHaveLength(1);
  });

  it('shows a hold limit at the Note and stays there', async () => {
    const user = userEvent.setup();
    openWizard({ 'POST /payments/mentorhour': jsonResponse({ error: BOOKING_MESSAGES.tooManyUnpaidHolds }, 429) });
    await fillNote(user, { next: false });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.tooManyUnpaidHolds);
    expect(screen.getByLabelText('Clarity Needed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ready, set, go!' })).not.toBeInTheDocument();
  });

  it('shows other payment errors in the wizard', async () => {
    const user = userEvent.setup();
    openWizard({
      'POST /payments/mentorhour': HELD,
      'POST /payments/mentorhour/trl-abc/pay': jsonResponse({ error: 'Paystack could not be reached. Please try again.' }, 502),
    });
    await fillNote(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paystack could not be reached. Please try again.');
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('keeps its hold through Back and Next, and holds again once the hold has ended', async () => {
    const user = userEvent.setup();
    const fetchMock = openWizard({
      'POST /payments/mentorhour': () => jsonResponse({ ...HELD, holdExpiresAt: new Date(Date.now() + 600_000).toISOString() }),
      'POST /payments/mentorhour/trl-abc/pay': jsonResponse({ error: BOOKING_MESSAGES.holdEnded }, 410),
    });
    await fillNote(user);
    await user.click(screen.getByRole('button', { name: '← Back' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Ready, set, go!' });
    expect(calls(fetchMock, 'POST', '/payments/mentorhour')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.holdEnded);
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Ready, set, go!' });
    expect(calls(fetchMock, 'POST', '/payments/mentorhour')).toHaveLength(2);
  });

  it('on a 409 at the hold goes back to the mentor page, names the taken hour and keeps the free one ticked', async () => {
    const user = userEvent.setup();
    const stillFree = aMentorPage().occurrences.filter((occurrence) => occurrence.startsAt !== monday!.startsAt);
    openWizard({
      'POST /payments/mentorhour': jsonResponse({ error: BOOKING_MESSAGES.slotJustTaken }, 409),
      'GET /meetings/singlementor/tolu': aMentorPage({ occurrences: stillFree }),
    });
    await fillNote(user, { next: false });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const alert = await screen.findByText('Mon 2 Mar, 19:00 was just taken', {}, { timeout: 5_000 });
    expect(alert.parentElement).toHaveTextContent(BOOKING_MESSAGES.slotJustTaken);
    expect(screen.queryByRole('group', { name: 'Monday 2 March' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '00:30' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '19:00' })).not.toBeChecked();
  }, 15_000);
});
