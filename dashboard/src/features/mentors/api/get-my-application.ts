import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorApplication } from '@trail/shared';
import { api } from '@/lib/api-client';
import { mentorQueryKeys } from './mentor-query-keys';

export interface MyApplicationResponse {
  application: MentorApplication | null;
}

export function getMyApplication(signal?: AbortSignal): Promise<MyApplicationResponse> {
  return api.get<MyApplicationResponse>('/mentors/applications/mine', { signal });
}

export function myApplicationQueryOptions() {
  return queryOptions({ queryKey: mentorQueryKeys.myApplication, queryFn: ({ signal }) => getMyApplication(signal) });
}

/** The signed-in user's latest application to mentor, or null. */
export function useMyApplication() {
  return useQuery(myApplicationQueryOptions());
}
