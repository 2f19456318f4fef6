import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PathwayResource } from '@trail/shared';
import { api } from '@/lib/api-client';
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

/** Every resource of the pathway with the learner's state on each; `enabled: false` until the learner is known to hold a plan (402 otherwise). */
export function usePathwayResources(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pathwayResourcesQueryOptions(slug), enabled });
}
