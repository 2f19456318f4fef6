import { formatKobo } from '@/lib/format-naira';
import { useLedger } from '../api/get-ledger';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });

/** Every movement of the mentor's money, newest first: date, reason and amount in naira. */
export function LedgerHistory() {
  const ledger = useLedger();
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="pathway-section" aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">History</h2>
      {ledger.error && (
        <p role="alert" className="alert alert-error">
          {ledger.error.message}
        </p>
      )}
      {ledger.isPending && <p role="status">Loading your history…</p>}
      {ledger.isSuccess && entries.length === 0 && <p className="empty">No earnings or withdrawals yet.</p>}
      {entries.length > 0 && (
        <ul className="pathway-list">
          {entries.map((entry) => (
            <li key={entry._id}>
              <span>
                <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time> · {entry.reason}
              </span>
              <strong className={entry.amountKobo > 0 ? 'amount-in' : undefined}>
                {entry.amountKobo > 0 ? '+' : '−'}
                {formatKobo(Math.abs(entry.amountKobo))}
              </strong>
            </li>
          ))}
        </ul>
      )}
      {ledger.hasNextPage && (
        <button
          type="button"
          className="button-secondary"
          onClick={() => void ledger.fetchNextPage()}
          disabled={ledger.isFetchingNextPage}
          aria-busy={ledger.isFetchingNextPage}
        >
          {ledger.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </section>
  );
}
