import { DISPUTE_KIND_ABOUT_YOU, DISPUTE_KIND_LABELS, DISPUTE_MESSAGES, disputeRefusal, type Meeting, type MeetingDispute } from '@trail/shared';
import { useId, useState, type FormEvent } from 'react';
import { formatKobo } from '@/lib/format-naira';
import { useAnswerProblem } from '../api/report-problem';
import { MeetingWhen } from './meeting-when';
import { ReportProblemForm } from './report-problem-form';

const OUTCOME = {
  refund: (d: MeetingDispute) => `Decided: ${formatKobo(d.decision!.refundKobo)} refunded to the learner.`,
  'part-refund': (d: MeetingDispute) => `Decided: ${formatKobo(d.decision!.refundKobo)} refunded to the learner, the rest paid to the mentor.`,
  release: () => 'Decided: the session counts as held, no refund.',
};

function DisputeState({ meeting, dispute }: { meeting: Meeting; dispute: MeetingDispute }) {
  const byYou = dispute.by === meeting.as;
  const reporter = dispute.by === 'mentor' ? 'The mentor' : 'The learner';
  return (
    <div className="session-problem" aria-label="Reported problem">
      <p>
        {byYou ? (
          <>
            <strong>You reported a problem:</strong> {DISPUTE_KIND_LABELS[dispute.kind].toLowerCase()}.
          </>
        ) : (
          <strong>
            {reporter} reported {DISPUTE_KIND_ABOUT_YOU[dispute.kind]}.
          </strong>
        )}
      </p>
      {!byYou && <blockquote aria-label="Their report">{dispute.details}</blockquote>}
      {dispute.answer && <blockquote aria-label={byYou ? 'Their answer' : 'Your answer'}>{dispute.answer.details}</blockquote>}
      {dispute.status === 'open' && (
        <p>
          {byYou ? 'Waiting for their answer until' : 'You can disagree until'} <MeetingWhen iso={dispute.answerBy} />.
        </p>
      )}
      {dispute.status === 'with-admin' && <p>A Trail admin will decide; you will both get an e-mail.</p>}
      {dispute.decision && (
        <p>
          {OUTCOME[dispute.decision.outcome](dispute)} Reason: {dispute.decision.reason}
        </p>
      )}
    </div>
  );
}

function AnswerForm({ meeting }: { meeting: Meeting }) {
  const [details, setDetails] = useState('');
  const [empty, setEmpty] = useState(false);
  const answer = useAnswerProblem();
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = details.trim();
    setEmpty(trimmed === '');
    if (trimmed !== '') answer.mutate({ meetingId: meeting._id, body: { details: trimmed } });
  };
  const error = empty ? DISPUTE_MESSAGES.detailsNeeded : answer.error?.message;
  return (
    <form className="problem-form" onSubmit={submit} noValidate aria-label="Disagree with the report">
      <label htmlFor={fieldId}>Not what happened? Say why, and an admin decides</label>
      <textarea id={fieldId} value={details} onChange={(event) => setDetails(event.target.value)} />
      {error && <p role="alert">{error}</p>}
      <button type="submit" disabled={answer.isPending}>
        Send my answer
      </button>
    </form>
  );
}

/**
 * A started session's reported problem (decision 0074): "Report a problem" while either person may, the
 * report's state and decision once there is one, and the other person's answer while they may disagree.
 */
export function SessionProblem({ meeting, now = new Date() }: { meeting: Meeting; now?: Date }) {
  const [reporting, setReporting] = useState(false);
  const { dispute } = meeting;
  if (dispute) {
    const mayAnswer = dispute.by !== meeting.as && dispute.status === 'open' && now.getTime() < new Date(dispute.answerBy).getTime();
    return (
      <>
        <DisputeState meeting={meeting} dispute={dispute} />
        {mayAnswer && <AnswerForm meeting={meeting} />}
      </>
    );
  }
  const refusal = disputeRefusal(
    { status: meeting.cancellation ? 'cancelled' : 'booked', startsAt: new Date(meeting.time), endsAt: new Date(meeting.endsAt), hasDispute: false },
    now,
  );
  if (refusal) return null;
  if (reporting) return <ReportProblemForm meeting={meeting} onClose={() => setReporting(false)} />;
  return (
    <button type="button" className="link-button" onClick={() => setReporting(true)}>
      Report a problem
    </button>
  );
}
