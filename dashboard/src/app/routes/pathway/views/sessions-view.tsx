import { EMPTY_STATES, type User } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useFields } from '@/features/fields/api/get-fields';
import { MeetingHistory } from '@/features/meetings/components/meeting-history';
import { SessionCard } from '@/features/meetings/components/session-card';
import { useMyMeetings } from '@/features/meetings/hooks/use-my-meetings';
import { useUser } from '@/lib/auth';

// Empty texts (issue 13): 'No Upcoming Event' when nothing is booked ahead, 'No Clarity Session yet!' when the
// learner has never had a session at all, 'You do not have a previous session' for the viewer's own history
// as a learner, 'No previous session' for a mentor's history as the mentor (and the Home "Recent session" card).

// A Meeting carries no tracks of its mentor, so the card lists every mentorship track to book from.
function Tracks() {
  const fields = useFields();
  if (!fields.data || fields.data.length === 0) return null;
  return (
    <ul className="session-tracks" aria-label="Mentorship tracks">
      {fields.data.map((field) => (
        <li key={field._id}>
          <Link to={paths.mentorSchedule.getHref(field.slug)}>{field.name}</Link>
        </li>
      ))}
    </ul>
  );
}

function Sessions({ user }: { user: User }) {
  const meetings = useMyMeetings(user);
  const isMentor = user.role === 'mentor';
  if (meetings.isPending) return <Skeleton />;
  if (meetings.error) return <p role="alert">{meetings.error.message}</p>;
  const [next, ...later] = meetings.upcoming;
  const never = !next && meetings.asMentee.length === 0 && meetings.asMentor.length === 0;

  return (
    <div className="pathway-cards">
      <section className="pathway-card" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">Upcoming session</h2>
        {next ? <SessionCard meeting={next} /> : <p className="empty">{EMPTY_STATES.noUpcomingEvent}</p>}
        {never && <p className="empty">{EMPTY_STATES.noClaritySession}</p>}
        <Link to={paths.mentors.getHref()}>Find a mentor by track</Link>
        <Tracks />
      </section>
      {later.length > 0 && (
        <section className="pathway-card" aria-labelledby="later-heading">
          <h2 id="later-heading">Later sessions</h2>
          {later.map((meeting) => (
            <SessionCard key={meeting._id} meeting={meeting} />
          ))}
        </section>
      )}
      {isMentor && (
        <section className="pathway-card" aria-labelledby="history-mentor-heading">
          <h2 id="history-mentor-heading">History as mentor</h2>
          <MeetingHistory meetings={meetings.asMentor} emptyText={EMPTY_STATES.noPreviousSession} more={meetings.moreAsMentor} />
        </section>
      )}
      <section className="pathway-card" aria-labelledby="history-mentee-heading">
        <h2 id="history-mentee-heading">{isMentor ? 'History as learner' : 'History'}</h2>
        <MeetingHistory meetings={meetings.asMentee} emptyText={EMPTY_STATES.youHaveNoPreviousSession} more={meetings.moreAsMentee} />
      </section>
      {!isMentor && (
        <section className="pathway-card" aria-labelledby="become-mentor-heading">
          <h2 id="become-mentor-heading">Share what you know</h2>
          <Link to={paths.mentorApply.getHref()}>Become a mentor</Link>
        </section>
      )}
    </div>
  );
}

/** Mentorship Session: the next session, the later ones with their menus, and the history with comments. */
export function SessionsView() {
  const { data: user } = useUser();
  return (
    <>
      <h1>Mentorship Session</h1>
      {user && <Sessions user={user} />}
    </>
  );
}
