/** Trail's mark: a path climbing to its goal. Inline, so it takes the surrounding link's colour in both themes. */
export function TrailMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="logo-mark" viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="22" fill="currentColor" />
      <path d="M18 78C34 78 34 58 50 58S62 42 68 38" />
      <circle cx="81" cy="29" r="8" />
    </svg>
  );
}

/** The mark and the wordmark; the word is the name screen readers hear. */
export function TrailLogo() {
  return (
    <>
      <TrailMark />
      <span className="wordmark">Trail</span>
    </>
  );
}
