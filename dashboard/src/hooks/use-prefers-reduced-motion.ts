import { useBrowserStore } from '@/lib/api/hydration';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => mediaQuery()?.matches ?? false;

/** True when the user asked their system for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useBrowserStore(subscribe, prefersReducedMotion, () => false);
}
