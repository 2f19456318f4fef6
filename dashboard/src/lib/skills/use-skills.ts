import { queryOptions, useQuery } from '@tanstack/react-query';
import { DURATIONS_MS } from '@trail/shared';
import { getSkills } from './get-skills';

export function skillsQueryOptions() {
  return queryOptions({
    queryKey: ['skills'],
    queryFn: ({ signal }) => getSkills(signal),
    // The list is reference data that changes rarely; keep it for the spec's one hour.
    staleTime: DURATIONS_MS.skillsCache,
    gcTime: DURATIONS_MS.skillsCache,
  });
}

/** The micro-skill list on signed-in pages (React Query); public pages use `usePublicSkills`. */
export function useSkills() {
  return useQuery(skillsQueryOptions());
}
