const POINTS_PER_RESOURCE = 10;
const MAX_BAR = 100;

/** Midnight (local time) of the Sunday that starts the week holding `date`. */
export function startOfWeek(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - start.getDay());
  return start;
}

/** Height of one Performance bar: 10 per resource added that day, capped at 100. */
export function activityBarHeight(resourcesAdded: number): number {
  return Math.min(Math.max(0, resourcesAdded) * POINTS_PER_RESOURCE, MAX_BAR);
}

/**
 * The weekly Performance chart: seven bars, Sunday first, for the resources
 * added in the week that holds `now`. Dates outside that week are ignored.
 */
export function weeklyActivityBars(addedAt: readonly Date[], now: Date): number[] {
  const weekStart = startOfWeek(now).getTime();
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const date of addedAt) {
    if (startOfWeek(date).getTime() !== weekStart) continue;
    counts[date.getDay()] = (counts[date.getDay()] ?? 0) + 1;
  }
  return counts.map(activityBarHeight);
}
