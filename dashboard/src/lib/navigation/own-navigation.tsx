import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavigationContext, type NavLocation, type NavigateFunction, type NavigateOptions } from './context';

/** What react-router's BrowserRouter keeps in history.state, so it can take over the same history. */
interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const historyState = (): HistoryState | null => (window.history.state as HistoryState | null) ?? null;

function readLocation(): NavLocation {
  const { pathname, search, hash } = window.location;
  const state = historyState();
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Navigation on window.history without react-router: what a public page uses on its first load. */
export function OwnNavigation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);

  useEffect(() => {
    // As a transition: a page whose code is still downloading keeps the old one on screen meanwhile.
    const onPopState = () => startTransition(() => setLocation(readLocation()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useMemo<NavigateFunction>(
    () =>
      (to: string | number, options: NavigateOptions = {}) => {
        if (typeof to === 'number') {
          window.history.go(to);
          return;
        }
        const idx = (historyState()?.idx ?? 0) + (options.replace ? 0 : 1);
        const entry: HistoryState = { usr: options.state ?? null, key: newKey(), idx };
        if (options.replace) window.history.replaceState(entry, '', to);
        else window.history.pushState(entry, '', to);
        startTransition(() => setLocation(readLocation()));
      },
    [],
  );

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

const ignore: NavigateFunction = () => undefined;

/** A fixed location, for rendering a page to HTML at build time (prerender/entry-server.tsx). */
export function StaticNavigation({ url, children }: { url: string; children: ReactNode }) {
  const parsed = new URL(url, 'http://localhost');
  const location: NavLocation = { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, state: null, key: 'default' };
  return <NavigationContext value={{ location, navigate: ignore }}>{children}</NavigationContext>;
}
