import { MEETING_PRICE_KOBO } from '@trail/shared';
import { formatKobo } from '@/lib/format-naira';

/** The price of the ticked hours and the way on to paying for them. */
export function BookingSummary({ count, onPay }: { count: number; onPay: () => void }) {
  if (count === 0) return <p className="muted">Tick one or more times to book a session.</p>;
  return (
    <div className="booking-summary" role="region" aria-label="Your booking">
      <p>
        {count} {count === 1 ? 'session' : 'sessions'} × {formatKobo(MEETING_PRICE_KOBO)} ={' '}
        <strong>{formatKobo(MEETING_PRICE_KOBO * count)}</strong>
      </p>
      <button type="button" onClick={onPay}>
        Pay
      </button>
    </div>
  );
}
