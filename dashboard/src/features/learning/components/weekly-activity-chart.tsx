import type { WeeklyActivity } from '@trail/shared';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const resourcesAdded = (count: number) => `${count} ${count === 1 ? 'resource' : 'resources'} added`;

interface WeeklyActivityChartProps {
  activity: WeeklyActivity;
  label: string;
}

/** Seven bars, Sunday first, whose heights the API computed with the shared rule; each day reads out its count. */
export function WeeklyActivityChart({ activity, label }: WeeklyActivityChartProps) {
  return (
    <ol className="activity-chart" aria-label={label}>
      {DAYS.map((day, index) => {
        const count = activity.counts[index] ?? 0;
        return (
          <li key={day} aria-label={`${day}: ${resourcesAdded(count)}`}>
            <span className="activity-bar-track" aria-hidden="true">
              <span className="activity-bar" style={{ height: `${activity.bars[index] ?? 0}%` }} />
            </span>
            <span className="activity-day" aria-hidden="true">
              {day.slice(0, 3)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function weekTotal(activity: WeeklyActivity): number {
  return activity.counts.reduce((sum, count) => sum + count, 0);
}
