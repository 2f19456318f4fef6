import type { MentorsByField } from '@trail/shared';
import { getTakingEarly } from '@/lib/api/early-get';
import { useRenderedQuery } from '@/lib/api/page-data';
import { usePublicQuery } from '@/lib/api/use-public-query';

/** What the mentor directory reads: also the page renderer's read for /mentor (prerender/entry-server.tsx). */
export const MENTOR_DIRECTORY_PATH = '/mentors';

/** GET /mentors: every track with its mentors (tracks without any included). */
export function getMentors(signal?: AbortSignal): Promise<MentorsByField> {
  return getTakingEarly<MentorsByField>(MENTOR_DIRECTORY_PATH, signal);
}

/** The mentor directory, from the HTML when the page came rendered (decision 0070). */
export function useMentorDirectory() {
  return usePublicQuery(getMentors, useRenderedQuery(MENTOR_DIRECTORY_PATH));
}
