import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorApplicationResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { mentorQueryKeys } from './mentor-query-keys';

export function getMyApplication(signal?: AbortSignal): Promise<MentorApplicationResponse> {
  return api.get<MentorApplicationResponse>('/mentors/applications/mine', { signal });
}

export function myApplicationQueryOptions() {
  return queryOptions({ queryKey: mentorQueryKeys.myApplication, queryFn: ({ signal }) => getMyApplication(signal) });
}

/** The signed-in user's latest application to mentor, or null. */
export function useMyApplication() {
  return useQuery(myApplicationQueryOptions());
}
