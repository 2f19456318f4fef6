import { MENTORS_UNAVAILABLE } from '@trail/shared';
import { useEffect } from 'react';
import { Link, useLocation } from '@/lib/navigation';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { useMentorDirectory } from '@/features/mentors/api/get-mentors';
import { PagedMentorList } from '@/features/mentors/components/paged-mentor-list';
import { useViewerTimeZone } from '@/features/mentors/use-viewer-time-zone';
import '@/features/mentors/mentors.css';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const MENTOR_LIST_ANCHOR = 'mentorlink';

/** Every track with its mentors (spec §2 /mentor, anchor #mentorlink). */
export function MentorsRoute() {
  useDocumentTitle('Mentors');
  const directory = useMentorDirectory();
  const { hash } = useLocation();
  const timeZone = useViewerTimeZone();

  // The list arrives after the first paint, too late for the browser's own jump to #mentorlink.
  useEffect(() => {
    if (directory.data && hash === `#${MENTOR_LIST_ANCHOR}`) document.getElementById(MENTOR_LIST_ANCHOR)?.scrollIntoView();
  }, [directory.data, hash]);

  return (
    <div className="mentors-page">
      <h1>Mentors</h1>
      <p className="lead">
        Book a one-hour session with someone who does the work you are learning. Times are shown in your time zone
        {timeZone && `, ${timeZone}`}.
      </p>
      <p>
        <Link className="button-secondary" to={paths.mentorApply.getHref()}>
          Become a mentor
        </Link>
      </p>
      <section id={MENTOR_LIST_ANCHOR} aria-label="Mentors by track">
        {directory.isPending && <PageSkeleton />}
        {directory.isError && <p role="alert">{directory.error.message}</p>}
        {directory.data?.fields.map(({ field, mentors, hasMore, cursor }) => (
          <section key={field._id} aria-labelledby={`track-${field.slug}`}>
            <h2 id={`track-${field.slug}`}>
              <Link to={paths.mentorSchedule.getHref(field.slug)} state={{ fieldId: field._id, fieldName: field.name }}>
                {field.name}
              </Link>
            </h2>
            {field.description && <p className="muted">{field.description}</p>}
            {mentors.length === 0 ? (
              <p>{MENTORS_UNAVAILABLE}</p>
            ) : (
              <PagedMentorList fieldId={field._id} first={{ items: mentors, hasMore, cursor }} timeZone={timeZone} />
            )}
          </section>
        ))}
      </section>
    </div>
  );
}
