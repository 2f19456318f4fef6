import { BOOKING_MESSAGES, type BookedHour, type BookingOutcome } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { MeetingWhen } from './meeting-when';
import '../meetings.css';

export const PAYMENT_FAILED = 'Payment did not go through; these times are free again.';
export const PAYMENT_WAITING = 'We are still waiting for Paystack to confirm your payment.';

function Hour({ hour }: { hour: BookedHour }) {
  return (
    <li>
      <MeetingWhen iso={hour.startsAt} />
      {hour.state === 'booked' && (
        <>
          {' '}
          · {hour.venue} ·{' '}
          {hour.meetLink && (
            <a href={hour.meetLink} target="_blank" rel="noreferrer">
              Join
            </a>
          )}
        </>
      )}
      {hour.state === 'waiting' && ' · waiting for the payment'}
      {hour.state === 'released' && ' · not booked: the hold ended before the payment'}
      {hour.state === 'refunded' && <p>{BOOKING_MESSAGES.lateRefund}</p>}
    </li>
  );
}

/** What Paystack's return page shows of one payment: the booked hours, or why there are none. */
export function BookingOutcomeView({ outcome, onCheckAgain }: { outcome: BookingOutcome; onCheckAgain: () => void }) {
  const mentorHref = outcome.mentor.username ? paths.mentorProfile.getHref(outcome.mentor.username) : paths.mentors.getHref();
  const mentorName = `${outcome.mentor.firstName} ${outcome.mentor.lastName}`;
  if (outcome.status === 'failed') {
    return (
      <>
        <p role="alert">{PAYMENT_FAILED}</p>
        <Link to={mentorHref}>Back to {mentorName}</Link>
      </>
    );
  }
  const booked = outcome.hours.some((hour) => hour.state === 'booked');
  return (
    <>
      {outcome.status === 'pending' && (
        <p role="status">
          {PAYMENT_WAITING}{' '}
          <button type="button" onClick={onCheckAgain}>
            Check again
          </button>
        </p>
      )}
      {booked && <p>Your session with {mentorName} is booked.</p>}
      <ul className="booked-hours">
        {outcome.hours.map((hour) => (
          <Hour key={hour.meetingId} hour={hour} />
        ))}
      </ul>
      <Link to={paths.pathway.getHref('sessions')}>See your sessions</Link>
    </>
  );
}
