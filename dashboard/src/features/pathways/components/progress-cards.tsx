import { EMPTY_STATES, type PathwayProgress } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { countOf } from '@/lib/plural';
import { formatDue } from './due-date';

const RESOURCE = { one: 'resource', other: 'resources' };
const SECTION = { one: 'section', other: 'sections' };
const WEEK = { one: 'week', other: 'weeks' };

/** The current section (the first pending one): 'Stage X of Y - title', its due date and its count; its assessment once it is all that is left. */
export function CurrentSectionCard({ progress, assessmentHref }: { progress: PathwayProgress; assessmentHref: string }) {
  const { current, sections } = progress;
  return (
    <section className="pathway-card" aria-labelledby="current-section-heading">
      <h2 id="current-section-heading">Current section</h2>
      {current ? (
        <>
          <p>
            <strong>
              Stage {current.no} of {sections.length} - {current.title}
            </strong>
          </p>
          <p>
            {current.completed} of {countOf(current.total, RESOURCE)} done · due {formatDue(current.dueAt)}
          </p>
          {current.assessment === 'not-passed' && current.completed === current.total && (
            <p>
              Every resource is done: pass the section assessment to complete it. <Link to={assessmentHref}>Take the assessment</Link>
            </p>
          )}
        </>
      ) : (
        <p className="empty">{EMPTY_STATES.noCurrentSection}</p>
      )}
    </section>
  );
}

/** The pathway at a glance: progress, sections done and remaining, weeks left. */
export function PathwaySummaryCard({ title, progress }: { title: string; progress: PathwayProgress }) {
  return (
    <section className="pathway-card" aria-labelledby="your-pathway-heading">
      <h2 id="your-pathway-heading">Your pathway</h2>
      <p>
        <strong>{title}</strong>
      </p>
      <label className="pathway-progress">
        Learning progress: {progress.percent}%
        <progress max={100} value={progress.percent} />
      </label>
      <p>
        {countOf(progress.sectionsDone, SECTION)} completed · {progress.sectionsRemaining} remaining
      </p>
      <p>{countOf(progress.weeksLeft, WEEK)} left</p>
    </section>
  );
}
