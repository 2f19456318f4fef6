import type { MentorApplication } from '@trail/shared';

/** Where the user's application stands. */
export function ApplicationStatus({ application }: { application: MentorApplication }) {
  if (application.status === 'pending') {
    return (
      <p role="status" className="alert alert-info">
        Thank you: your application to mentor is pending. We will e-mail you once it has been reviewed.
      </p>
    );
  }
  if (application.status === 'approved') {
    return (
      <p role="status" className="alert alert-info">
        Your application was approved: you are a Trail mentor.
      </p>
    );
  }
  return (
    <div role="status" className="alert alert-error">
      <p>Your application was not accepted{application.reason ? `: ${application.reason}` : '.'}</p>
      <p>You may apply again below.</p>
    </div>
  );
}
