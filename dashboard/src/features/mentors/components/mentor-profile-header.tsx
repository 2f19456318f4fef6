import type { PublicMentor } from '@trail/shared';
import { MentorAvatar } from './mentor-avatar';
import { MentorTracks } from './mentor-tracks';

/** The top of a mentor's page: photo, name, job title, bio and tracks. */
export function MentorProfileHeader({ mentor }: { mentor: PublicMentor }) {
  return (
    <header className="mentor-profile-header">
      <MentorAvatar mentor={mentor} large />
      <div>
        <h1>
          {mentor.firstName} {mentor.lastName}
        </h1>
        {mentor.tag && <p className="mentor-tag">{mentor.tag}</p>}
        <MentorTracks fields={mentor.fields} />
      </div>
      {mentor.bio && <p className="mentor-bio">{mentor.bio}</p>}
    </header>
  );
}
