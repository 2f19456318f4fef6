import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeeklyActivity } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { learningQueryKeys } from './learning-query-keys';

/** The browser's time zone, so "this week" starts on the learner's own Sunday. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function getWeeklyActivity(timeZone: string, signal?: AbortSignal): Promise<WeeklyActivity> {
  return api.get<WeeklyActivity>(`/learning/activity?tz=${encodeURIComponent(timeZone)}`, { signal });
}

export function weeklyActivityQueryOptions(timeZone = browserTimeZone()) {
  return queryOptions({
    queryKey: learningQueryKeys.activity(timeZone),
    queryFn: ({ signal }) => getWeeklyActivity(timeZone, signal),
  });
}

export function useWeeklyActivity() {
  return useQuery(weeklyActivityQueryOptions());
}
