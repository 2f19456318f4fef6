/**
 * Trail's illustrations are SVG files in public/illustrations, not React code: they cost the public pages no
 * JavaScript, and the browser caches them. Each file follows the page's theme by itself (its own
 * prefers-color-scheme rule, which Chromium and Firefox answer with the page's color-scheme). Width and height
 * keep the space free before the file arrives.
 */
const ILLUSTRATIONS = {
  landing: { alt: 'Two colleagues at a laptop and a phone, beside a chart of team skills and a path rising to a goal.', width: 480, height: 320 },
  individuals: { alt: 'A learner checking saved lessons on her phone, on a path leading to a flag.', width: 480, height: 320 },
  about: { alt: 'A mentor and a learner talking over a laptop.', width: 480, height: 320 },
  'sign-in': { alt: 'A learner with a phone walking up a path to a flag.', width: 320, height: 320 },
} as const;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

/**
 * `belowFold` pictures load only when the reader scrolls near them. The others ask for low priority: on a slow
 * connection the words and buttons come first, and React then adds no preload link of its own to the
 * pre-rendered page.
 */
export function Illustration({ name, belowFold = false }: { name: IllustrationName; belowFold?: boolean }) {
  const { alt, width, height } = ILLUSTRATIONS[name];
  return (
    <img
      className="illustration"
      src={`/illustrations/${name}.svg`}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={belowFold ? 'lazy' : undefined}
      fetchPriority={belowFold ? undefined : 'low'}
    />
  );
}
