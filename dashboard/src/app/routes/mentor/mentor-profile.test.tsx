import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, MESSAGES } from '@trail/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aMentorPage } from '@/test/mentor-fixtures';
import { renderRoutesAt } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Africa/Lagos';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

function stubMentorPage(answer: () => Response) {
  return stubFetch((url) => (url.includes('/meetings/singlementor/tolu') ? answer() : jsonResponse({ error: 'Not found' }, 404)));
}

const dayGroup = (name: string) => screen.getByRole('group', { name });

describe('mentor page', () => {
  it('shows a skeleton, then the mentor and the free times in the viewer’s zone, by day, in 24-hour time', async () => {
    stubMentorPage(() => jsonResponse(aMentorPage()));
    renderRoutesAt('/tolu');
    expect(await screen.findByText('Loading the mentor…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Tolu Ade' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Data Scientist')).toBeInTheDocument();
    expect(screen.getByText('Ten years of models.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tracks' })).getByRole('link', { name: 'Data Science' })).toHaveAttribute('href', '/mentor/schedule?field=data-science');
    expect(screen.getByText('Africa/Lagos')).toBeInTheDocument();
    expect(within(dayGroup('Monday 2 March')).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['19:00']);
    // 23:30 in London is already Tuesday in Lagos.
    expect(within(dayGroup('Tuesday 3 March')).getByRole('checkbox', { name: '00:30' })).toBeInTheDocument();
    expect(within(dayGroup('Monday 9 March')).getByRole('checkbox', { name: '19:00' })).toBeInTheDocument();
  });

  it('says so when the username is unknown', async () => {
    stubMentorPage(() => jsonResponse({ error: 'Mentor not found' }, 404));
    renderRoutesAt('/tolu');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.mentorNotFound }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('says the mentor takes no bookings when they are leaving Trail, and points to the others', async () => {
    stubMentorPage(() => jsonResponse({ error: BOOKING_MESSAGES.mentorLeaving }, 410));
    renderRoutesAt('/tolu');
    expect(await screen.findByRole('heading', { level: 1, name: 'This mentor is not taking bookings' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.mentorLeaving);
    expect(screen.getByRole('link', { name: 'See all mentors' })).toHaveAttribute('href', '/mentor');
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('says the mentor is fully booked when no time is free', async () => {
    stubMentorPage(() => jsonResponse(aMentorPage({ occurrences: [] })));
    renderRoutesAt('/tolu');
    expect(await screen.findByText(new RegExp(MESSAGES.mentorFullyBooked), {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in with the reason, and brings back the ticked times afterwards', async () => {
    const user = userEvent.setup();
    const token = fakeJwt(3600);
    stubFetch((url) => {
      if (url.includes('/meetings/singlementor/tolu')) return jsonResponse(aMentorPage());
      if (url.endsWith('/auth/login')) return jsonResponse({ token, user: { _id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', role: 'user' } });
      return jsonResponse({ error: 'Not found' }, 404);
    });
    const { router } = renderRoutesAt('/tolu');
    await user.click(await screen.findByRole('checkbox', { name: '00:30' }, { timeout: 5_000 }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(MESSAGES.loginForBooking, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    await user.type(screen.getByLabelText('E-mail'), 'a@b.c');
    await user.type(screen.getByLabelText('Password'), 'secret-secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tolu Ade' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tolu');
    expect(screen.getByRole('checkbox', { name: '00:30' })).toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent('1 session × ₦2,000.00 = ₦2,000.00');
  });

  it('lets a signed-in learner tick and untick times, prices them, and takes the choice to the booking page', async () => {
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    stubMentorPage(() => jsonResponse(aMentorPage()));
    const { router } = renderRoutesAt('/tolu');
    const monday = await screen.findByRole('group', { name: 'Monday 2 March' }, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();

    await user.click(within(monday).getByRole('checkbox', { name: '19:00' }));
    await user.click(screen.getByRole('checkbox', { name: '00:30' }));
    await user.click(within(dayGroup('Monday 9 March')).getByRole('checkbox', { name: '19:00' }));
    await user.click(screen.getByRole('checkbox', { name: '00:30' }));
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent('2 sessions × ₦2,000.00 = ₦4,000.00');

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your session' }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mentor/register'));
    // The wizard shows the hours and the total at its Payment step (register.test.tsx).
    const state = router.state.location.state as { info: { occurrences: { startsAt: string }[]; totalKobo: number } };
    expect(state.info.occurrences.map((occurrence) => occurrence.startsAt)).toEqual(['2026-03-02T18:00:00.000Z', '2026-03-09T18:00:00.000Z']);
    expect(state.info.totalKobo).toBe(400_000);
    expect(screen.getByRole('link', { name: 'Tolu Ade' })).toHaveAttribute('href', '/tolu');
  });

  it('takes at most four times to one booking, saying so, before the learner goes on to pay', async () => {
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
    stubMentorPage(() => jsonResponse(aMentorPage({ occurrences: days.map((day, i) => ({ slotId: `slot-${i}`, startsAt: `${day}T09:00:00.000Z`, second: false })) })));
    renderRoutesAt('/tolu');
    await screen.findByRole('group', { name: 'Monday 2 March' }, { timeout: 5_000 });
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);

    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.tooManyHours);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.click(screen.getAllByRole('checkbox')[4]!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});
