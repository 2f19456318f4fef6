import { EMPTY_STATES } from '@trail/shared';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Mentorship Session: the next upcoming session. Meetings arrive with the booking issue; until then, the empty state. */
export function SessionsView() {
  return (
    <>
      <h1>Mentorship Session</h1>
      <div className="pathway-cards">
        <section className="pathway-card" aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">Upcoming session</h2>
          <p className="empty">{EMPTY_STATES.noUpcomingEvent}</p>
          <p className="empty">{EMPTY_STATES.noClaritySession}</p>
          <Link to={paths.mentors.getHref()}>Find a mentor by track</Link>
        </section>
        <section className="pathway-card" aria-labelledby="become-mentor-heading">
          <h2 id="become-mentor-heading">Share what you know</h2>
          <Link to={paths.mentorRegister.getHref()}>Become a mentor</Link>
        </section>
      </div>
    </>
  );
}
