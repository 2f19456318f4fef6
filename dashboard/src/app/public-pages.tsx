import { Suspense, type ComponentType, type ReactElement } from 'react';
import { paths } from '@/config/paths';
import { useRefCodeParam } from '@/features/auth/hooks/use-ref-code-param';
import { useDemoQueryParam } from '@/features/demo/use-demo-query-param';
import { getEarly } from '@/lib/api/early-get';
import { matchPath } from '@/lib/navigation';
import { lazyPage, lazyQueryPage } from './lazy-page';
import { PUBLIC_PAGES } from './pages';

// The pages inside PublicLayout, from the page manifest's public half (pages.ts). They load with the entry's small
// navigation layer, without react-router (decision 0066); the full router (./router) renders the same components
// once a signed-in view needs it. The sign-in pages fetch with React Query, which comes with them; the other
// public pages never load it.
export const DemoSignInPopup = lazyQueryPage(async () => (await import('@/features/demo/demo-sign-in-popup')).DemoSignInPopup);

type PublicPage = { path: string; Page: ComponentType; early?: (params: Record<string, string>) => string };
const shown: PublicPage[] = PUBLIC_PAGES.map(({ path, load, early }) => ({ path, Page: lazyPage(load), early }));

/** The landing page: `/` for a visitor (VisitorHome). */
export const LandingRoute = shown.find((page) => page.path === paths.home.path)?.Page ?? (() => null);

/**
 * The pages matched by path, in the manifest's order: `/` is chosen by publicPageFor (a visitor's, or the full
 * router's Home). `early` names what a page reads from the API, when it is the first page of a visit.
 */
export const publicPages: PublicPage[] = shown.filter((page) => page.path !== paths.home.path);

/**
 * What only the full router serves: every path of the route table that is not a public page (the signed-in
 * half of the manifest, signed-in-pages.ts, which the entry does not import; pages.test.ts checks that each
 * path has its page). `/:username` and the 404 must not take them.
 */
const FULL_ROUTER_PATHS: string[] = Object.values(paths)
  .map((entry) => entry.path)
  .filter((path) => !PUBLIC_PAGES.some((page) => page.path === path));

/** `/` for a visitor: the landing page, the demo's sign-in popup for `?portfolio=`, and a shared link's `?refCode=`. */
export function VisitorHome() {
  useRefCodeParam();
  const demo = useDemoQueryParam();
  return (
    <>
      <LandingRoute />
      {demo && (
        <Suspense fallback={null}>
          <DemoSignInPopup demo={demo} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The page to show inside PublicLayout without react-router, or null when only the full router can show
 * this location: a signed-in view or a page listed in FULL_ROUTER_PATHS, Home for a signed-in learner, or `/` with a sign-in link's `?code=`/`?token=`.
 */
export function publicPageFor(pathname: string, search: string, token: string | null): ReactElement | null {
  if (matchPath(paths.home.path, pathname)) {
    const params = new URLSearchParams(search);
    return token === null && !params.get('code') && !params.get('token') ? <VisitorHome /> : null;
  }
  const Page = publicPageAt(pathname)?.page.Page;
  return Page ? <Page /> : null;
}

/** The public page at `pathname` and its params, unless only the full router serves that path. */
export function publicPageAt(pathname: string): { page: (typeof publicPages)[number]; params: Record<string, string> } | null {
  if (FULL_ROUTER_PATHS.some((path) => matchPath(path, pathname))) return null;
  for (const page of publicPages) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}

/**
 * The first page of a visit, when it is a data page rendered in the browser (a mentor's or a pathway's, when
 * its HTML did not come rendered): its API read starts now, beside the page's chunk, instead of after the
 * chunk has arrived and rendered.
 */
export function getFirstPageDataEarly(pathname: string): void {
  const found = publicPageAt(pathname);
  if (found?.page.early) getEarly(found.page.early(found.params));
}
