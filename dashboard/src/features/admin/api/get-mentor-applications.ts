import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorApplicationsResponse, MentorApplicationStatus } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { adminQueryKeys } from './admin-query-keys';

export function getMentorApplications(status: MentorApplicationStatus, signal?: AbortSignal) {
  return api.get<MentorApplicationsResponse>(`/admin/mentor-applications?${new URLSearchParams({ status })}`, { signal });
}

export function mentorApplicationsQueryOptions(status: MentorApplicationStatus) {
  return queryOptions({
    queryKey: adminQueryKeys.applicationsWith(status),
    queryFn: async ({ signal }) => (await getMentorApplications(status, signal)).applications,
  });
}

/** Applications to mentor with one status, oldest first, for an admin. */
export const useMentorApplications = (status: MentorApplicationStatus) => useQuery(mentorApplicationsQueryOptions(status));
