import { type FieldMentors, MENTORS_UNAVAILABLE } from '@trail/shared';
import { Link, useLocation, useSearchParams } from '@/lib/navigation';
import { NotFoundRoute } from '@/app/not-found-route';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { trackSlugIn, useTrackMentors } from '@/features/mentors/api/get-track-mentors';
import { PagedMentorList } from '@/features/mentors/components/paged-mentor-list';
import { useViewerTimeZone } from '@/features/mentors/use-viewer-time-zone';
import '@/features/mentors/mentors.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api/api-client';

/** The track's name from the navigation state (spec: field id and name), shown while the track loads. */
function trackNameFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('fieldName' in state)) return undefined;
  return typeof state.fieldName === 'string' ? state.fieldName : undefined;
}

/**
 * One track's mentors, addressed by `?field=<slug>` so footer and shared links work (decision 0038);
 * a link's navigation state only names the track while it loads. Rendered on request from one read (decision 0070).
 */
export function MentorScheduleRoute() {
  const [params] = useSearchParams();
  const knownName = trackNameFromState(useLocation().state);
  const slug = trackSlugIn(params);
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
  const track = useTrackMentors(slug);
  const unknownTrack = track.error instanceof ApiError && track.error.status === 404;
  const name = track.data?.field.name ?? knownName ?? 'Schedule a session';
  useDocumentTitle(unknownTrack ? 'Page not found' : name);

  if (unknownTrack) return <NotFoundRoute />;
  // No heading until the track's name is known: a wrong one would be read out first.
  if (track.isPending && !knownName) return <PageSkeleton />;
  return (
    <div className="schedule-page">
      <h1>{name}</h1>
      {track.isPending && <PageSkeleton />}
      {track.isError && <p role="alert">{track.error.message}</p>}
      {track.data && <TrackMentorList track={track.data} />}
    </div>
  );
}

/** The track's mentors, a page at a time with "Show more" (decision 0057). */
function TrackMentorList({ track: { field, mentors, hasMore, cursor } }: { track: FieldMentors }) {
  const timeZone = useViewerTimeZone();
  return (
    <>
      {field.description && <p className="lead">{field.description}</p>}
      <h2>Mentors</h2>
      {mentors.length === 0 ? (
        <p className="alert alert-info">{MENTORS_UNAVAILABLE}</p>
      ) : (
        <>
          <p className="muted">Pick a mentor to see their free times. Times are in your time zone{timeZone && `, ${timeZone}`}.</p>
          <PagedMentorList fieldId={field._id} first={{ items: mentors, hasMore, cursor }} timeZone={timeZone} />
        </>
      )}
    </>
  );
}
