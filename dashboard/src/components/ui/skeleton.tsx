interface SkeletonProps {
  width?: string;
  height?: string;
}

/** A grey placeholder bar; hidden from screen readers, which hear the surrounding status text instead. */
export function Skeleton({ width = '100%', height = '1em' }: SkeletonProps) {
  return <span className="skeleton" style={{ width, height }} aria-hidden="true" />;
}
