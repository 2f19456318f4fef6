import type { MentorApplication } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useMentorApplications } from '../api/get-mentor-applications';
import { useApproveApplication, useRejectApplication } from '../api/review-application';
import '../admin.css';
import { ApplicationCard } from './application-card';

function Review({ application }: { application: MentorApplication }) {
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const error = approve.error ?? reject.error;
  const busy = approve.isPending || reject.isPending;

  const sendRejection = (event: FormEvent) => {
    event.preventDefault();
    reject.mutate({ id: application._id, reason: reason.trim() });
  };

  return (
    <ApplicationCard application={application}>
      {error && <p role="alert">{error.message}</p>}
      {rejecting ? (
        <form onSubmit={sendRejection} className="settings-form">
          <label>
            Reason (mailed to the applicant)
            <textarea value={reason} onChange={(event) => setReason(event.target.value)} required rows={3} />
          </label>
          <div className="form-actions">
            <button type="submit" disabled={busy || !reason.trim()}>
              Send rejection
            </button>
            <button type="button" className="button-secondary" onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" disabled={busy} onClick={() => approve.mutate(application._id)}>
            Approve
          </button>
          <button type="button" className="button-secondary" disabled={busy} onClick={() => setRejecting(true)}>
            Reject
          </button>
        </div>
      )}
    </ApplicationCard>
  );
}

/** Applications waiting for an admin: approve, or reject with a reason. */
export function PendingApplications() {
  const pending = useMentorApplications('pending');
  return (
    <section aria-labelledby="pending-heading">
      <h2 id="pending-heading">Pending applications</h2>
      {pending.error && <p role="alert">{pending.error.message}</p>}
      {pending.isPending && <p role="status">Loading…</p>}
      {pending.data?.length === 0 && <p>No applications are waiting.</p>}
      {pending.data?.map((application) => <Review key={application._id} application={application} />)}
    </section>
  );
}
