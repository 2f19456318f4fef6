import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PathwayAccess } from '@trail/shared';
import { api, ApiError } from '@/lib/api/api-client';
import { pathwayQueryKeys } from './pathway-query-keys';

/** GET /pathways/:slug/access: the learner's plan, or null when there is none yet (the API's 402). */
export async function getPathwayAccess(slug: string, signal?: AbortSignal): Promise<PathwayAccess | null> {
  try {
    return await api.get<PathwayAccess>(`/pathways/${encodeURIComponent(slug)}/access`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) return null;
    throw error;
  }
}

export function pathwayAccessQueryOptions(slug: string) {
  return queryOptions({ queryKey: pathwayQueryKeys.access(slug), queryFn: ({ signal }) => getPathwayAccess(slug, signal) });
}

export function usePathwayAccess(slug: string) {
  return useQuery(pathwayAccessQueryOptions(slug));
}
