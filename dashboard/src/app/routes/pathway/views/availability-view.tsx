import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { AvailabilityPanel } from '@/features/mentors/components/availability-panel';
import { useUser } from '@/lib/auth';

/** Availability (mentors only): weekly free time and days off, and the public page learners book from. */
export function AvailabilityView() {
  const { data: user } = useUser();
  return (
    <>
      <h1>Availability</h1>
      <AvailabilityPanel />
      {user?.username && (
        <p>
          Learners book you on your public page:{' '}
          <Link to={paths.mentorProfile.getHref(user.username)}>/{user.username}</Link>
        </p>
      )}
    </>
  );
}
