import { type AdminDispute, DISPUTE_KIND_LABELS, type DisputeOutcome } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { formatKobo } from '@/lib/format-naira';
import { useDecideDispute, useDisputes } from '../api/disputes';
import '../admin.css';

const OUTCOMES: { value: DisputeOutcome; label: (price: string) => string }[] = [
  { value: 'refund', label: (price) => `Refund the learner in full (${price})` },
  { value: 'part-refund', label: () => 'Refund part, the rest to the mentor' },
  { value: 'release', label: () => 'No refund: the session counts as held' },
];

const longDate = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });

function Decide({ row }: { row: AdminDispute }) {
  const decide = useDecideDispute();
  const [outcome, setOutcome] = useState<DisputeOutcome>('refund');
  const [naira, setNaira] = useState('');
  const [reason, setReason] = useState('');
  const price = formatKobo(row.priceKobo);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ meetingId: row.meetingId, body: { outcome, reason: reason.trim(), ...(outcome === 'part-refund' ? { refundNaira: Number(naira) } : {}) } });
  };
  return (
    <form onSubmit={submit} className="settings-form" aria-label="Decide">
      <fieldset>
        <legend>Decision</legend>
        {OUTCOMES.map((choice) => (
          <label key={choice.value}>
            <input type="radio" name={`outcome-${row.meetingId}`} value={choice.value} checked={outcome === choice.value} onChange={() => setOutcome(choice.value)} />
            {choice.label(price)}
          </label>
        ))}
      </fieldset>
      {outcome === 'part-refund' && (
        <label>
          Naira back to the learner
          <input type="number" inputMode="decimal" min="1" step="0.01" value={naira} onChange={(event) => setNaira(event.target.value)} required />
        </label>
      )}
      <label>
        Reason (both people read it)
        <textarea value={reason} onChange={(event) => setReason(event.target.value)} required rows={3} />
      </label>
      {decide.error && <p role="alert">{decide.error.message}</p>}
      <div className="form-actions">
        <button type="submit" disabled={decide.isPending || !reason.trim()}>
          Decide
        </button>
      </div>
    </form>
  );
}

function ReportedSession({ row }: { row: AdminDispute }) {
  const { dispute } = row;
  const reporter = dispute.by === 'mentee' ? `${row.mentee.name} (learner)` : `${row.mentor.name} (mentor)`;
  const other = dispute.by === 'mentee' ? `${row.mentor.name} (mentor)` : `${row.mentee.name} (learner)`;
  return (
    <article className="panel application-card" aria-label={`Session of ${longDate(row.startsAt)}`}>
      <h3>
        {row.mentee.name} with {row.mentor.name}, {longDate(row.startsAt)}
      </h3>
      <dl>
        <dt>Reported by</dt>
        <dd>
          {reporter}, {longDate(dispute.at)}: {DISPUTE_KIND_LABELS[dispute.kind]}
        </dd>
        <dt>Their words</dt>
        <dd>{dispute.details}</dd>
        <dt>{other}</dt>
        <dd>{dispute.answer ? dispute.answer.details : dispute.status === 'open' ? `Can answer until ${longDate(dispute.answerBy)}` : 'Not asked: not a no-show'}</dd>
      </dl>
      <Decide row={row} />
    </article>
  );
}

/** Sessions with a reported problem not yet decided: an admin reads both sides and refunds all, part or nothing. */
export function ReportedSessions() {
  const disputes = useDisputes();
  return (
    <section aria-labelledby="disputes-heading">
      <h2 id="disputes-heading">Reported sessions</h2>
      {disputes.error && <p role="alert">{disputes.error.message}</p>}
      {disputes.isPending && <p role="status">Loading…</p>}
      {disputes.data?.length === 0 && <p>No reported sessions wait for a decision.</p>}
      {disputes.data?.map((row) => <ReportedSession key={row.meetingId} row={row} />)}
    </section>
  );
}
