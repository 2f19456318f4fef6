import { Skeleton } from '@/components/ui/skeleton';

/** The mentor page's shape while it loads: photo, name, title, and a few time rows. */
export function MentorPageSkeleton() {
  return (
    <div role="status" className="mentor-page-skeleton">
      <span className="visually-hidden">Loading the mentor…</span>
      <Skeleton width="96px" height="96px" />
      <Skeleton width="60%" height="2rem" />
      <Skeleton width="40%" />
      <Skeleton width="90%" height="3rem" />
      <Skeleton width="70%" height="2.75rem" />
      <Skeleton width="70%" height="2.75rem" />
    </div>
  );
}
