import type { RefusedRefundView } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { formatKobo } from '@/lib/format-naira';
import { useRefusedRefunds, useResolveRefusedRefund } from '../api/refused-refunds';
import '../admin.css';

function RefusedRefund({ refund }: { refund: RefusedRefundView }) {
  const resolve = useResolveRefusedRefund();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate({ id: refund._id, note: note.trim() });
  };
  return (
    <article className="panel application-card" aria-label={`Refund of ${formatKobo(refund.amountKobo)} for ${refund.paymentReference}`}>
      <h3>
        {formatKobo(refund.amountKobo)} for payment {refund.paymentReference}
      </h3>
      <dl>
        <dt>Asked for</dt>
        <dd>{refund.reason}</dd>
        <dt>Refused because</dt>
        <dd>{refund.problem}</dd>
        <dt>Tries</dt>
        <dd>
          {refund.tries}, last {new Date(refund.at).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' })}
        </dd>
      </dl>
      <form onSubmit={submit} className="settings-form">
        <label>
          What was done about it
          <textarea value={note} onChange={(event) => setNote(event.target.value)} required rows={2} />
        </label>
        {resolve.error && <p role="alert">{resolve.error.message}</p>}
        <div className="form-actions">
          <button type="submit" disabled={resolve.isPending || !note.trim()}>
            Mark as dealt with
          </button>
        </div>
      </form>
    </article>
  );
}

/** Refunds the ledger refused (Trail's fees never go below zero): nothing moved, so an admin settles them by hand. */
export function RefusedRefunds() {
  const refused = useRefusedRefunds();
  return (
    <section aria-labelledby="refused-refunds-heading">
      <h2 id="refused-refunds-heading">Refunds that need a look</h2>
      {refused.error && <p role="alert">{refused.error.message}</p>}
      {refused.isPending && <p role="status">Loading…</p>}
      {refused.data?.length === 0 && <p>No refused refunds.</p>}
      {refused.data?.map((refund) => <RefusedRefund key={refund._id} refund={refund} />)}
    </section>
  );
}
