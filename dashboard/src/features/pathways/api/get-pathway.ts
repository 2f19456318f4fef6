import type { Pathway } from '@trail/shared';
import { useCallback } from 'react';
import { publicApiPaths } from '@/config/public-api-paths';
import { getTakingEarly } from '@/lib/api/early-get';
import { useRenderedQuery } from '@/lib/api/page-data';
import { usePublicQuery } from '@/lib/api/use-public-query';

export function getPathway(slug: string, signal?: AbortSignal): Promise<Pathway> {
  return getTakingEarly<Pathway>(publicApiPaths.pathway(slug), signal);
}

/** A pathway's public page: sections and plans (a public page: no React Query, decision 0013). */
export function usePathway(slug: string) {
  const fetcher = useCallback((signal: AbortSignal) => getPathway(slug, signal), [slug]);
  return usePublicQuery(fetcher, useRenderedQuery(publicApiPaths.pathway(slug)));
}
