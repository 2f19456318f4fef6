import type { MentorApplication } from '@trail/shared';
import { useMentorApplications } from '../api/get-mentor-applications';
import '../admin.css';
import { useMentorSuspension, type SuspensionAction } from '../api/mentor-suspension';

const DONE: Record<SuspensionAction, string> = {
  suspend: 'Suspended: hidden from learners, future slots closed.',
  reinstate: 'Reinstated: visible to learners again.',
};

function MentorRow({ application }: { application: MentorApplication }) {
  const change = useMentorSuspension();
  const { applicant } = application;
  const name = `${applicant.firstName} ${applicant.lastName}`;
  const action: SuspensionAction = application.suspended ? 'reinstate' : 'suspend';
  const label = action === 'suspend' ? 'Suspend' : 'Reinstate';
  return (
    <li>
      <span>
        {name} · {applicant.email} · <strong>{application.suspended ? 'Suspended' : 'Listed'}</strong>
      </span>
      <span className="form-actions">
        <button
          type="button"
          className="button-secondary"
          disabled={change.isPending}
          onClick={() => change.mutate({ userId: applicant._id, action })}
          aria-label={`${label} ${name}`}
        >
          {label}
        </button>
      </span>
      {change.isSuccess && <span role="status">{DONE[change.variables.action]}</span>}
      {change.error && <span role="alert">{change.error.message}</span>}
    </li>
  );
}

/** Mentors (approved applicants), each of whom an admin can suspend or reinstate. */
export function MentorRoster() {
  const approved = useMentorApplications('approved');
  return (
    <section aria-labelledby="roster-heading">
      <h2 id="roster-heading">Mentors</h2>
      {approved.error && <p role="alert">{approved.error.message}</p>}
      {approved.data?.length === 0 && <p>No mentors yet.</p>}
      {approved.data && approved.data.length > 0 && (
        <ul className="mentor-roster">
          {approved.data.map((application) => (
            <MentorRow key={application._id} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}
