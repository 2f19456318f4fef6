import type { WithdrawalStatus } from '@trail/shared';
import { formatKobo } from '@/lib/format-naira';
import { useWithdrawals } from '../api/get-withdrawals';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_TEXT: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  processing: 'On its way',
  settled: 'Paid',
  failed: 'Failed, amount returned',
  reversed: 'Reversed, amount returned',
};

/** The mentor's withdrawals, newest first, each with where it stands. */
export function WithdrawalsList() {
  const withdrawals = useWithdrawals();
  const items = withdrawals.data?.pages.flatMap((page) => page.withdrawals) ?? [];
  return (
    <section className="pathway-section" aria-labelledby="withdrawals-heading">
      <h2 id="withdrawals-heading">Withdrawals</h2>
      {withdrawals.error && (
        <p role="alert" className="alert alert-error">
          {withdrawals.error.message}
        </p>
      )}
      {withdrawals.isSuccess && items.length === 0 && <p className="empty">No withdrawals yet.</p>}
      {items.length > 0 && (
        <ul className="pathway-list">
          {items.map((item) => (
            <li key={item._id}>
              <span>
                <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time> ·{' '}
                {formatKobo(item.amountKobo)}
              </span>
              <span className="withdrawal-status" data-status={item.status}>
                {STATUS_TEXT[item.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {withdrawals.hasNextPage && (
        <button
          type="button"
          className="button-secondary"
          onClick={() => void withdrawals.fetchNextPage()}
          disabled={withdrawals.isFetchingNextPage}
        >
          {withdrawals.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </section>
  );
}
