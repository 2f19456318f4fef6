import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeTimeResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { mentorQueryKeys } from './mentor-query-keys';

export function getFreeTime(signal?: AbortSignal): Promise<FreeTimeResponse> {
  return api.get<FreeTimeResponse>('/users/freetime', { signal });
}

export function freeTimeQueryOptions() {
  return queryOptions({ queryKey: mentorQueryKeys.freeTime, queryFn: ({ signal }) => getFreeTime(signal) });
}

/** The signed-in mentor's weekly slots and blocked dates. */
export function useFreeTime() {
  return useQuery(freeTimeQueryOptions());
}
