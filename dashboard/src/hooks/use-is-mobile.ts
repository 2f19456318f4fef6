import { useBrowserStore } from '@/lib/api/hydration';
import { BREAKPOINTS } from '@trail/shared';

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(MOBILE_QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia?.(MOBILE_QUERY).matches ?? false;

/** True on screens 600 px wide or narrower (spec §9's mobile breakpoint); follows resizes. */
export function useIsMobile(): boolean {
  return useBrowserStore(subscribe, isMobileNow, () => false);
}
