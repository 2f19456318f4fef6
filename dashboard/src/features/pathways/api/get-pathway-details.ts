import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPathway } from './get-pathway';
import { pathwayQueryKeys } from './pathway-query-keys';

/** The signed-in twin of usePathway: the same read, cached with React Query for the dashboard's views. */
export function pathwayQueryOptions(slug: string) {
  return queryOptions({
    queryKey: pathwayQueryKeys.one(slug),
    queryFn: ({ signal }) => getPathway(slug, signal),
  });
}

export function usePathwayDetails(slug: string) {
  return useQuery(pathwayQueryOptions(slug));
}
