import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/config/entry-loader';

// True from the moment main.tsx starts taking over a pre-rendered page until that page is React's
// (PublicLayout marks it, or the full router is about to render). Read once by each component as it mounts.
let takingOver = false;

/** main.tsx, just before it hydrates a pre-rendered page. */
export function beginTakeover(): void {
  takingOver = true;
}

/** The page in view is React's: components mounted from now on render with what the browser knows at once. */
export function endTakeover(): void {
  takingOver = false;
}

/**
 * Once the view that calls it is on screen as React's: the takeover is over, and <html> says so, which
 * releases a tap the entry loader held (config/entry-loader.ts) and tells the end-to-end tests.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    endTakeover();
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}

const noChange = () => () => undefined;

/**
 * False while React takes over a pre-rendered page (and in the pre-render itself), true from then on. A form
 * on a pre-rendered page keeps its submit button disabled until then: submitted natively, before React's
 * handler exists, it would send a GET with the password in the URL.
 *
 * The switch to true is a transition (decision 0072). React re-renders a component synchronously when
 * useSyncExternalStore's two snapshots differ, and a synchronous update that reaches a part of the page
 * still waiting for its code makes React throw that part's HTML away and draw it again: a tap on it at
 * that moment lands on a button that is gone. A transition instead waits until that part is React's.
 */
export function useHydrated(): boolean {
  const [pending, setPending] = useState(() => takingOver);
  useEffect(() => {
    if (pending) startTransition(() => setPending(false));
  }, [pending]);
  return useSyncExternalStore(noChange, () => !pending, () => false);
}

/**
 * A browser store (the session, the theme, a media query) that a pre-rendered page could not know: its
 * server value while React takes the page over, then the store's, switched as a transition (see useHydrated).
 * Use it instead of useSyncExternalStore with a server snapshot that can differ from the browser's.
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
