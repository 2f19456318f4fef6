import { queryOptions, useQuery } from '@tanstack/react-query';
import { DURATIONS_MS, type MicroSkill } from '@trail/shared';
import { api } from '@/lib/api-client';

export function getSkills(signal?: AbortSignal): Promise<MicroSkill[]> {
  return api.get<MicroSkill[]>('/skills', { signal });
}

export function skillsQueryOptions() {
  return queryOptions({
    queryKey: ['skills'],
    queryFn: ({ signal }) => getSkills(signal),
    // The list is reference data that changes rarely; keep it for the spec's one hour.
    staleTime: DURATIONS_MS.skillsCache,
    gcTime: DURATIONS_MS.skillsCache,
  });
}

export function useSkills() {
  return useQuery(skillsQueryOptions());
}
