import type { Meeting } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';

/** The other participant: a mentor's public page link, or a learner's name (learners have no public page). */
export function OtherPerson({ meeting }: { meeting: Meeting }) {
  const other = meeting.as === 'mentee' ? meeting.mentor : meeting.mentee;
  const name = `${other.firstName} ${other.lastName}`;
  if (meeting.as === 'mentee' && other.username) {
    return <Link to={paths.mentorProfile.getHref(other.username)}>{name}</Link>;
  }
  return <span>{name}</span>;
}
