import { Link } from 'react-router-dom';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { AvailabilityPanel } from '@/features/mentors/components/availability-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';

/** A mentor's weekly free time, until the /pathway dashboard shell gives it a view of its own. */
export function MentorAvailabilityRoute() {
  useDocumentTitle('Availability');
  const { data: user, error } = useUser();
  return (
    <>
      <h1>Availability</h1>
      {error && <p role="alert">{error.message}</p>}
      {!user && !error && <PageSkeleton />}
      {user?.role === 'mentor' && (
        <>
          <AvailabilityPanel />
          {user.username && (
            <p>
              Your public page: <Link to={paths.mentorProfile.getHref(user.username)}>/{user.username}</Link>
            </p>
          )}
        </>
      )}
      {user && user.role !== 'mentor' && (
        <p>
          Only mentors set free times. <Link to={paths.mentorApply.getHref()}>Become a mentor</Link>
        </p>
      )}
    </>
  );
}
