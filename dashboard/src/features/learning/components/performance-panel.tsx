import { Skeleton } from '@/components/ui/skeleton';
import { useWeeklyActivity } from '../api/get-weekly-activity';
import { WeeklyActivityChart } from './weekly-activity-chart';

/** Learning plan's weekly Performance chart: 10 per resource added that day, capped at 100. */
export function PerformancePanel() {
  const activity = useWeeklyActivity();
  return (
    <section className="panel" aria-labelledby="performance-heading">
      <h2 id="performance-heading">Performance</h2>
      {activity.isPending && (
        <div role="status" className="activity-placeholder">
          <span className="visually-hidden">Loading your week</span>
          <Skeleton height="8rem" />
        </div>
      )}
      {activity.error && <p role="alert">{activity.error.message}</p>}
      {activity.data && <WeeklyActivityChart activity={activity.data} label="Performance this week" />}
    </section>
  );
}
