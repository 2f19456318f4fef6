import { BOOKING_LIMITS, BOOKING_MESSAGES, MEETING_PRICE_KOBO } from '@trail/shared';
import { formatKobo } from '@/lib/format-naira';

/** The price of the ticked hours and the way on to paying for them, for as many hours as one booking may hold (decision 0075). */
export function BookingSummary({ count, onPay }: { count: number; onPay: () => void }) {
  if (count === 0) return <p className="muted">Tick one or more times to book a session.</p>;
  const tooMany = count > BOOKING_LIMITS.maxHoursPerBooking;
  return (
    <div className="booking-summary" role="region" aria-label="Your booking">
      <p>
        {count} {count === 1 ? 'session' : 'sessions'} × {formatKobo(MEETING_PRICE_KOBO)} ={' '}
        <strong>{formatKobo(MEETING_PRICE_KOBO * count)}</strong>
      </p>
      {tooMany && <p role="alert">{BOOKING_MESSAGES.tooManyHours}</p>}
      <button type="button" onClick={onPay} disabled={tooMany}>
        Pay
      </button>
    </div>
  );
}
