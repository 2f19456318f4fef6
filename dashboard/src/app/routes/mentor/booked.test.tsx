import { screen } from '@testing-library/react';
import { BOOKING_MESSAGES, type BookingOutcome } from '@trail/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FAILED } from '@/features/meetings/components/booking-outcome-view';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { stubLearningApi } from '@/test/learning-fixtures';
import { renderRoutesAt } from '@/test/render-app';

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Africa/Lagos';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

const mentor = { _id: 'mentor-1', firstName: 'Tolu', lastName: 'Ade', username: 'tolu' };
const waiting: BookingOutcome = { status: 'pending', mentor, hours: [{ meetingId: 'm1', startsAt: '2026-03-02T18:00:00.000Z', state: 'waiting' }] };
const paid: BookingOutcome = {
  status: 'paid',
  mentor,
  hours: [{ meetingId: 'm1', startsAt: '2026-03-02T18:00:00.000Z', state: 'booked', meetLink: 'https://meet.jit.si/trail-abc', venue: 'Jitsi Meet' }],
};

function openBooked(answers: BookingOutcome[], search = '?trxref=ref-1&reference=ref-1') {
  authToken.set(fakeJwt(3600));
  let call = 0;
  const fetchMock = stubLearningApi({ 'GET /meetings/booking/:id': () => answers[Math.min(call++, answers.length - 1)] });
  renderRoutesAt(`/mentor/booked${search}`);
  return fetchMock;
}

describe('/mentor/booked: Paystack’s return page', () => {
  it('asks again while the payment is pending, then shows the booked hour with its room', async () => {
    const fetchMock = openBooked([waiting, paid]);
    expect(await screen.findByText(/still waiting for Paystack/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('Your session with Tolu Ade is booked.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Mon 2 Mar, 19:00')).toBeInTheDocument();
    expect(screen.getByText(/Jitsi Meet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', 'https://meet.jit.si/trail-abc');
    expect(screen.getByRole('link', { name: 'See your sessions' })).toHaveAttribute('href', '/pathway?view=sessions');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/meetings/booking/ref-1'))).toBe(true);
  }, 15_000);

  it('says a failed payment freed the times, with the way back to the mentor', async () => {
    openBooked([{ ...waiting, status: 'failed', hours: [{ ...waiting.hours[0]!, state: 'released' }] }]);
    expect(await screen.findByText(PAYMENT_FAILED, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tolu Ade' })).toHaveAttribute('href', '/tolu');
  });

  it('explains a refund when the hour was lost after the hold ended', async () => {
    openBooked([{ ...paid, status: 'refunded', hours: [{ meetingId: 'm1', startsAt: '2026-03-02T18:00:00.000Z', state: 'refunded' }] }]);
    expect(await screen.findByText(BOOKING_MESSAGES.lateRefund, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('names no payment when Paystack sent none', async () => {
    openBooked([paid], '');
    expect(await screen.findByText(/no payment was named/, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
