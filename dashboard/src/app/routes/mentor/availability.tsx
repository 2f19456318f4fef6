import { Navigate } from '@/lib/navigation';
import { paths } from '@/config/paths';

/** The old address of the availability panel, now a /pathway view (decision 0038); kept for links already sent. */
export function MentorAvailabilityRoute() {
  return <Navigate to={paths.pathway.getHref('availability')} replace />;
}
