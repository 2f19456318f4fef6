import { DISPUTE_WINDOW_HOURS, type PendingEarning } from '@trail/shared';
import { formatKobo } from '@/lib/format-naira';
import { usePendingEarnings } from '../api/get-pending-earnings';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' });

/** Pending earnings summed per day they become withdrawable, in the viewer's own calendar. */
function arrivalsByDay(pending: readonly PendingEarning[]): { day: string; amountKobo: number }[] {
  const days = new Map<string, number>();
  for (const { releaseAt, amountKobo, disputed } of pending) {
    if (disputed) continue;
    const day = dayFormat.format(new Date(releaseAt));
    days.set(day, (days.get(day) ?? 0) + amountKobo);
  }
  return [...days].map(([day, amountKobo]) => ({ day, amountKobo }));
}

/**
 * Money earned from sessions that have not happened yet, or whose 48-hour window for reporting a problem is
 * still open: not withdrawable until then (decision 0073). Says when each part arrives.
 */
export function PendingEarnings({ pendingKobo }: { pendingKobo: number }) {
  const pending = usePendingEarnings();
  const arrivals = arrivalsByDay(pending.data ?? []);
  // A reported session's money waits for the decision, not for a date (decision 0074).
  const disputedKobo = (pending.data ?? []).filter((one) => one.disputed).reduce((sum, one) => sum + one.amountKobo, 0);
  return (
    <section className="pathway-card" aria-labelledby="pending-earning-heading">
      <h2 id="pending-earning-heading">Pending earning</h2>
      <p className="figure">{formatKobo(pendingKobo)}</p>
      {arrivals.length > 0 ? (
        <ul className="pending-arrivals">
          {arrivals.map(({ day, amountKobo }) => (
            <li key={day}>
              {formatKobo(amountKobo)} arrives on {day}
            </li>
          ))}
          {disputedKobo > 0 && <li>{formatKobo(disputedKobo)} waits for the decision on a reported problem</li>}
        </ul>
      ) : disputedKobo > 0 ? (
        <p>{formatKobo(disputedKobo)} waits for the decision on a reported problem</p>
      ) : (
        <p className="muted">Earnings from a session become withdrawable {DISPUTE_WINDOW_HOURS} hours after it ends.</p>
      )}
    </section>
  );
}
