import type { PublicMentor } from '@trail/shared';
import type { Ref } from 'react';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { formatDayAndTime } from '../viewer-time';
import { MentorAvatar } from './mentor-avatar';
import { MentorTracks } from './mentor-tracks';

/**
 * A mentor in a list: photo or initials, name (to their page), job title, tracks and the next free hour, in the
 * viewer's `timeZone` (null until React owns a page rendered on request: the hour comes then).
 */
export function MentorCard({ mentor, timeZone }: { mentor: PublicMentor; timeZone: string | null }) {
  return (
    <article className="mentor-card">
      <MentorAvatar mentor={mentor} />
      <div>
        <h3>
          <Link to={paths.mentorProfile.getHref(mentor.username)}>
            {mentor.firstName} {mentor.lastName}
          </Link>
        </h3>
        {mentor.tag && <p className="mentor-tag">{mentor.tag}</p>}
        <p>
          {mentor.nextFreeAt ? (
            <>
              Next free: <time dateTime={mentor.nextFreeAt}>{timeZone ? formatDayAndTime(mentor.nextFreeAt, timeZone) : '…'}</time>
            </>
          ) : (
            'Fully booked for the next two weeks'
          )}
        </p>
        <MentorTracks fields={mentor.fields} />
      </div>
    </article>
  );
}

/** Mentors as cards, with the zone their next free times are in. */
export function MentorList({ mentors, timeZone, listRef }: { mentors: readonly PublicMentor[]; timeZone: string | null; listRef?: Ref<HTMLUListElement> }) {
  return (
    <ul className="mentor-grid" ref={listRef}>
      {mentors.map((mentor) => (
        <li key={mentor._id}>
          <MentorCard mentor={mentor} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}
