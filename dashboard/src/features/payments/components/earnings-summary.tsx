import type { Balances } from '@trail/shared';
import { formatKobo } from '@/lib/format-naira';
import { PendingEarnings } from './pending-earnings';

/** A mentor's withdrawable, pending and total earnings, as three cards. */
export function EarningsSummary({ balances }: { balances: Balances }) {
  return (
    <>
      <section className="pathway-card" aria-labelledby="withdrawable-heading">
        <h2 id="withdrawable-heading">Withdrawable earning</h2>
        <p className="figure">{formatKobo(balances.withdrawableKobo)}</p>
      </section>
      <PendingEarnings pendingKobo={balances.pendingKobo} />
      <section className="pathway-card" aria-labelledby="total-earning-heading">
        <h2 id="total-earning-heading">Total earning</h2>
        <p className="figure">{formatKobo(balances.totalEarnedKobo)}</p>
      </section>
    </>
  );
}
