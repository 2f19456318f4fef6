import { MENTORS_UNAVAILABLE, trackSlug } from '@trail/shared';
import { useCallback, useState } from 'react';
import { Link, useLocation, useSearchParams } from '@/lib/navigation';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { getField } from '@/features/fields/api/get-field';
import { getFieldMentorsPage } from '@/features/mentors/api/get-field-mentors';
import { PagedMentorList } from '@/features/mentors/components/paged-mentor-list';
import { viewerTimeZone } from '@/features/mentors/viewer-time';
import '@/features/mentors/mentors.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { usePublicQuery } from '@/lib/use-public-query';
import { NotFoundRoute } from '../not-found';

/** The track's name from the navigation state (spec: field id and name), shown while the track loads. */
function trackNameFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('fieldName' in state)) return undefined;
  return typeof state.fieldName === 'string' ? state.fieldName : undefined;
}

/**
 * One track's mentors, addressed by `?field=<slug>` so footer and shared links work (decision 0038);
 * a link's navigation state only names the track while it loads. `?track=<name>` is the footer's old link.
 */
export function MentorScheduleRoute() {
  const [params] = useSearchParams();
  const knownName = trackNameFromState(useLocation().state);
  const legacyTrack = params.get('track');
  const slug = params.get('field') ?? (legacyTrack ? trackSlug(legacyTrack) : null);
  if (!slug) return <NoTrackChosen />;
  return <TrackMentors key={slug} slug={slug} knownName={knownName} />;
}

function NoTrackChosen() {
  useDocumentTitle('Schedule a session');
  return (
    <>
      <h1>Schedule a session</h1>
      <p>
        Choose a track to see its mentors. <Link to={paths.mentors.getHref()}>See every track</Link>
      </p>
    </>
  );
}

function TrackMentors({ slug, knownName }: { slug: string; knownName?: string }) {
  const fetchField = useCallback((signal: AbortSignal) => getField(slug, signal), [slug]);
  const track = usePublicQuery(fetchField);
  const unknownTrack = track.error instanceof ApiError && track.error.status === 404;
  const name = track.data?.name ?? knownName ?? 'Schedule a session';
  useDocumentTitle(unknownTrack ? 'Page not found' : name);

  if (unknownTrack) return <NotFoundRoute />;
  // No heading until the track's name is known: a wrong one would be read out first.
  if (track.isPending && !knownName) return <PageSkeleton />;
  return (
    <div className="schedule-page">
      <h1>{name}</h1>
      {track.isPending && <PageSkeleton />}
      {track.isError && <p role="alert">{track.error.message}</p>}
      {track.data && (
        <>
          {track.data.description && <p className="lead">{track.data.description}</p>}
          <h2>Mentors</h2>
          <FieldMentors fieldId={track.data._id} />
        </>
      )}
    </div>
  );
}

/**
 * A track's mentors, a page at a time with "Show more" (decision 0057); its own request, so that only
 * an unknown track is the 404 page.
 */
function FieldMentors({ fieldId }: { fieldId: string }) {
  const fetchFirstPage = useCallback((signal: AbortSignal) => getFieldMentorsPage(fieldId, undefined, signal), [fieldId]);
  const first = usePublicQuery(fetchFirstPage);
  const [timeZone] = useState(viewerTimeZone);
  if (first.isPending) return <PageSkeleton />;
  if (first.isError) return <p role="alert">{first.error.message}</p>;
  if (first.data.items.length === 0) return <p className="alert alert-info">{MENTORS_UNAVAILABLE}</p>;
  return (
    <>
      <p className="muted">Pick a mentor to see their free times. Times are in your time zone, {timeZone}.</p>
      <PagedMentorList fieldId={fieldId} first={first.data} timeZone={timeZone} />
    </>
  );
}
