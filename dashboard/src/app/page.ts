import type { ComponentType } from 'react';

/** What scripts/prerender.mjs writes to dist/ for a page at build time (decision 0035). */
export interface PrerenderedPage {
  path: string;
  /** The page's module as the Vite manifest names it, for its chunks and styles. */
  module: string;
  /** The <title> before hydration (the page's own title effect says the same). */
  title: string;
  /** The meta description and link preview's text. */
  description: string;
}

/**
 * One page of the page manifest (pages.ts for what the entry shows, signed-in-pages.ts for what only the full
 * router shows). Everything the app, the pre-renderer and the tests need to know about a page is here.
 */
export interface Page<Access extends 'public' | 'signed-in' = 'public' | 'signed-in'> {
  /** Its pattern, always a `paths` entry's `path` (config/paths.ts). */
  path: string;
  /** public: the entry shows it on its own navigation, without react-router; signed-in: only the full router does. */
  access: Access;
  /** The layout around it: PublicLayout, the signed-in dashboard's (behind DashboardGate), or its own. */
  shell: 'public' | 'dashboard' | 'own';
  /** Its own chunk. */
  load: () => Promise<ComponentType>;
  /**
   * Pre-rendered at build time: its module and head. Present only in the server build (`AT_BUILD`), so the
   * texts cost the public pages no bytes.
   */
  prerender?: Omit<PrerenderedPage, 'path'> | false;
  /** What it reads from the API when it is the first page of a visit: the read starts beside its chunk. */
  early?: (params: Record<string, string>) => string;
}

/**
 * True in the server build only (the pre-renderer's), where Vite makes it `true`; the client build folds every
 * `AT_BUILD && { … }` away.
 */
export const AT_BUILD = import.meta.env.SSR;
