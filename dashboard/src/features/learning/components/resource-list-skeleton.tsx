import { Skeleton } from '@/components/ui/skeleton';

interface ResourceListSkeletonProps {
  rows: number;
  label: string;
}

/** Placeholder cards the same size as real ones, so nothing jumps when the list arrives. */
export function ResourceListSkeleton({ rows, label }: ResourceListSkeletonProps) {
  return (
    <div role="status" className="resource-list">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="resource-card resource-card-skeleton">
          <Skeleton width="160px" height="90px" />
          <div className="resource-card-body">
            <Skeleton height="1.25em" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
