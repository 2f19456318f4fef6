import { type FieldMentors, trackSlug } from '@trail/shared';
import { useCallback } from 'react';
import { api } from '@/lib/api/api-client';
import { useRenderedQuery } from '@/lib/api/page-data';
import { usePublicQuery } from '@/lib/api/use-public-query';

/** The track a schedule link names: `?field=<slug>`, or the footer's old `?track=<name>` (paths.mentorSchedule). */
export function trackSlugIn(params: URLSearchParams): string | null {
  const legacyTrack = params.get('track');
  return params.get('field') ?? (legacyTrack ? trackSlug(legacyTrack) : null);
}

/** What a track's page reads: also the page renderer's read for /mentor/schedule?field=<slug> (prerender/entry-server.tsx). */
export const trackMentorsPath = (slug: string) => `/fields/${encodeURIComponent(slug)}/mentors`;

/** GET /fields/:slug/mentors: the track and the first page of its mentors, from the HTML when the page came rendered (decision 0070). */
export function useTrackMentors(slug: string) {
  const path = trackMentorsPath(slug);
  const fetchTrack = useCallback((signal: AbortSignal) => api.get<FieldMentors>(path, { signal }), [path]);
  return usePublicQuery(fetchTrack, useRenderedQuery<FieldMentors>(path));
}
