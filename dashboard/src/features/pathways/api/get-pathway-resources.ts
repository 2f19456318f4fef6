import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PathwayResource } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { usePathwayAccess } from './get-pathway-access';
import { pathwayQueryKeys } from './pathway-query-keys';

export function getPathwayResources(slug: string, signal?: AbortSignal): Promise<PathwayResource[]> {
  return api.get<PathwayResource[]>(`/pathways/${encodeURIComponent(slug)}/resources`, { signal });
}

export function pathwayResourcesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: pathwayQueryKeys.resources(slug),
    queryFn: ({ signal }) => getPathwayResources(slug, signal),
  });
}

/**
 * Every resource of the pathway with the learner's state on each. Asked for only once the learner's plan is
 * known (the access query, shared by its key): without one the API answers 402 and there is nothing to ask.
 */
export function usePathwayResources(slug: string) {
  const access = usePathwayAccess(slug);
  return useQuery({ ...pathwayResourcesQueryOptions(slug), enabled: Boolean(access.data) });
}
