import { Skeleton } from '@/components/ui/skeleton';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { useWeeklyActivity } from '../api/get-weekly-activity';
import { resourcesAdded, WeeklyActivityChart, weekTotal } from './weekly-activity-chart';

/** Home's summary of this week: how many resources were added, day by day. */
export function LearningPacePanel() {
  const activity = useWeeklyActivity();
  return (
    <section className="panel" aria-labelledby="learning-pace-heading" data-tour={TOUR_ANCHORS.learningPace}>
      <h2 id="learning-pace-heading">Learning Pace</h2>
      {activity.isPending && (
        <div role="status" className="activity-placeholder">
          <span className="visually-hidden">Loading your week</span>
          <Skeleton height="6rem" />
        </div>
      )}
      {activity.error && <p role="alert">{activity.error.message}</p>}
      {activity.data && (
        <>
          <p>This week: {resourcesAdded(weekTotal(activity.data))}</p>
          <WeeklyActivityChart activity={activity.data} label="Resources added each day this week" />
        </>
      )}
    </section>
  );
}
