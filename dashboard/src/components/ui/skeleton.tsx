interface SkeletonProps {
  width?: string;
  height?: string;
}

/**
 * A grey placeholder bar; hidden from screen readers, which hear the surrounding status text instead.
 * Its size is set through the DOM rather than a `style` attribute: pre-rendered HTML may carry no
 * inline styles under the Content-Security-Policy (`style-src 'self'`).
 */
export function Skeleton({ width = '100%', height = '1em' }: SkeletonProps) {
  return (
    <span
      className="skeleton"
      aria-hidden="true"
      ref={(element) => {
        if (!element) return;
        element.style.width = width;
        element.style.height = height;
      }}
    />
  );
}
