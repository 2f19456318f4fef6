import { Skeleton } from './skeleton';

export function PageSkeleton() {
  return (
    <div role="status" className="page-skeleton">
      <span className="visually-hidden">Loading…</span>
      <Skeleton width="70%" height="2rem" />
      <Skeleton />
      <Skeleton width="85%" />
    </div>
  );
}
