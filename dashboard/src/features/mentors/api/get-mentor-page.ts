import type { MentorPage } from '@trail/shared';
import { useCallback } from 'react';
import { publicApiPaths } from '@/config/public-api-paths';
import { getTakingEarly } from '@/lib/api/early-get';
import { useRenderedQuery } from '@/lib/api/page-data';
import { usePublicQuery } from '@/lib/api/use-public-query';

export function getMentorPage(username: string, signal?: AbortSignal): Promise<MentorPage> {
  return getTakingEarly<MentorPage>(publicApiPaths.mentorPage(username), signal);
}

/** A mentor's public page and free times (a public page: no React Query, decision 0013), from the HTML when it came rendered. */
export function useMentorPage(username: string) {
  const fetcher = useCallback((signal: AbortSignal) => getMentorPage(username, signal), [username]);
  return usePublicQuery(fetcher, useRenderedQuery(publicApiPaths.mentorPage(username)));
}
