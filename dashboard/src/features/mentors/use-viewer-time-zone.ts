import { useBrowserStore } from '@/lib/api/hydration';
import { viewerTimeZone } from './viewer-time';

const noChange = () => () => undefined;

/**
 * The viewer's zone once React owns the page; null while it takes over a page rendered on request (decision
 * 0070) and in that render itself, which cannot know the viewer's zone.
 */
export function useViewerTimeZone(): string | null {
  return useBrowserStore(noChange, viewerTimeZone, () => null);
}
