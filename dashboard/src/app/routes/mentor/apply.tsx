import { Link } from '@/lib/navigation';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { useFields } from '@/features/fields/api/get-fields';
import { useMyApplication } from '@/features/mentors/api/get-my-application';
import { ApplicationStatus } from '@/features/mentors/components/application-status';
import { MentorApplicationForm } from '@/features/mentors/components/mentor-application-form';
import { EmailVerificationStatus } from '@/features/users/components/email-verification-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';

/** "Become a mentor": the application form, or where the application stands. */
export function MentorApplyRoute() {
  useDocumentTitle('Become a mentor');
  const { data: user } = useUser();
  const mine = useMyApplication();
  const fields = useFields();
  const failure = mine.error ?? fields.error;
  const application = mine.data?.application;

  let body;
  if (user?.role === 'mentor') {
    body = (
      <p>
        You are a Trail mentor. <Link to={paths.pathway.getHref('availability')}>Set your free times</Link>
      </p>
    );
  } else if (failure) {
    body = <p role="alert">{failure.message}</p>;
  } else if (!mine.data || !fields.data) {
    body = <PageSkeleton />;
  } else {
    const canApply = !application || application.status === 'rejected';
    body = (
      <>
        {application && <ApplicationStatus application={application} />}
        {canApply && (
          <MentorApplicationForm fields={fields.data} forbiddenHint={user && <EmailVerificationStatus user={user} />} />
        )}
      </>
    );
  }

  return (
    <>
      <h1>Become a mentor</h1>
      <p className="lead">Share what you know in one-hour sessions with learners on Trail, at the times you choose.</p>
      {body}
    </>
  );
}
