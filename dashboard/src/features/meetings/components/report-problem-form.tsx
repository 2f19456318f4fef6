import { DISPUTE_KIND_LABELS, DISPUTE_KINDS, DISPUTE_MESSAGES, type DisputeKind, type Meeting } from '@trail/shared';
import { useId, useState, type FormEvent } from 'react';
import { useReportProblem } from '../api/report-problem';

/** The short report form: what went wrong (one choice) and what happened, in the reporter's words. */
export function ReportProblemForm({ meeting, onClose }: { meeting: Meeting; onClose: () => void }) {
  const [kind, setKind] = useState<DisputeKind>('no-show');
  const [details, setDetails] = useState('');
  const [empty, setEmpty] = useState(false);
  const report = useReportProblem();
  const detailsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = details.trim();
    setEmpty(trimmed === '');
    if (trimmed !== '') report.mutate({ meetingId: meeting._id, body: { kind, details: trimmed } });
  };

  const error = empty ? DISPUTE_MESSAGES.detailsNeeded : report.error?.message;
  return (
    <form className="problem-form" onSubmit={submit} noValidate aria-label="Report a problem">
      <fieldset>
        <legend>What went wrong?</legend>
        {DISPUTE_KINDS.map((choice) => (
          <label key={choice}>
            <input type="radio" name={`kind-${meeting._id}`} value={choice} checked={kind === choice} onChange={() => setKind(choice)} />
            {DISPUTE_KIND_LABELS[choice]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={detailsId}>What happened?</label>
      <textarea id={detailsId} value={details} onChange={(event) => setDetails(event.target.value)} />
      <p className="session-purpose">The other person and, if needed, a Trail admin read this. The session&apos;s payment stays with Trail until it is decided.</p>
      {error && <p role="alert">{error}</p>}
      <button type="submit" disabled={report.isPending}>
        Send report
      </button>
      <button type="button" onClick={onClose}>
        Never mind
      </button>
    </form>
  );
}
