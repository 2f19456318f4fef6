import { EMPTY_STATES } from '@trail/shared';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Pathway: the current section and the pathway. Pathways arrive with their own issue; until then, the empty states. */
export function PathwayView() {
  return (
    <>
      <h1>Pathway</h1>
      <div className="pathway-cards">
        <section className="pathway-card" aria-labelledby="current-section-heading">
          <h2 id="current-section-heading">Current section</h2>
          <p className="empty">{EMPTY_STATES.noCurrentSection}</p>
        </section>
        <section className="pathway-card" aria-labelledby="your-pathway-heading">
          <h2 id="your-pathway-heading">Your pathway</h2>
          <p className="empty">{EMPTY_STATES.noPathway}</p>
          <Link to={paths.mentors.getHref()}>Talk to a mentor about your path</Link>
        </section>
      </div>
    </>
  );
}
