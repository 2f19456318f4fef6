import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, MESSAGES } from '@trail/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openCheckout } from '@/lib/open-checkout';
import type { BookingState } from '@/features/mentors/booking-selection';
import { authToken } from '@/lib/auth-token';
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

async function fillNote(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5_000 }));
  await user.type(await screen.findByLabelText('Clarity Needed'), 'How do I move from analyst to data scientist?');
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

  it('shows the hours in 24-hour time and the total, then pays and goes to Paystack', async () => {
    const user = userEvent.setup();
    const fetchMock = openWizard({
      'POST /payments/mentorhour': { data: { authorization_url: 'https://checkout.example/abc', reference: 'abc' }, holdExpiresAt: '2026-03-01T10:10:00.000Z' },
    });
    await fillNote(user);
    expect(screen.getByText('Mon 2 Mar, 19:00')).toBeInTheDocument();
    expect(screen.getByText('Tue 3 Mar, 00:30')).toBeInTheDocument();
    expect(screen.getByText('₦4,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://checkout.example/abc'));
    const [[, init]] = calls(fetchMock, 'POST', '/payments/mentorhour') as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({
      mentorId: 'mentor-1',
      occurrences: [monday, tuesday],
      clarity: 'How do I move from analyst to data scientist?',
      title: 'Analyst',
      bio: 'Numbers person.',
    });
  });

  it('shows other payment errors in the wizard', async () => {
    const user = userEvent.setup();
    openWizard({ 'POST /payments/mentorhour': jsonResponse({ error: BOOKING_MESSAGES.slotInPast }, 400) });
    await fillNote(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotInPast);
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('on a 409 goes back to the mentor page, names the taken hour and keeps the free one ticked', async () => {
    const user = userEvent.setup();
    const stillFree = aMentorPage().occurrences.filter((occurrence) => occurrence.startsAt !== monday!.startsAt);
    openWizard({
      'POST /payments/mentorhour': jsonResponse({ error: BOOKING_MESSAGES.slotJustTaken }, 409),
      'GET /meetings/singlementor/tolu': aMentorPage({ occurrences: stillFree }),
    });
    await fillNote(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));

    const alert = await screen.findByText('Mon 2 Mar, 19:00 was just taken', {}, { timeout: 5_000 });
    expect(alert.parentElement).toHaveTextContent(BOOKING_MESSAGES.slotJustTaken);
    expect(screen.queryByRole('group', { name: 'Monday 2 March' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '00:30' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '19:00' })).not.toBeChecked();
  }, 15_000);
});
