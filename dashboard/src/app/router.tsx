import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { RouterBridge } from '@/lib/navigation/router-bridge';
import { lazyPage } from './lazy-page';
import type { Page } from './page';
import { publicPages } from './public-pages';
import { SIGNED_IN_PAGES } from './signed-in-pages';
import { DashboardGate } from './routes/dashboard/dashboard-gate';

// Declarative routes, not the data router: createBrowserRouter alone would put the public pages over their
// 100 KB budget (decision 0013). Pages are React.lazy chunks; the layouts hold the Suspense and error boundaries.
const signedIn = SIGNED_IN_PAGES.map(({ path, shell, load }) => ({ path, shell, Page: lazyPage(load) }));
const routesIn = (shell: Page['shell']): RouteObject[] =>
  signedIn.filter((page) => page.shell === shell).map(({ path, Page }) => (path === paths.home.path ? { index: true, element: <Page /> } : { path, element: <Page /> }));

/**
 * The route table of the full router, which loads when a signed-in view is first needed (app.tsx), from the page
 * manifest (signed-in-pages.ts, and pages.ts through public-pages.tsx); the public pages are also shown without
 * it (public-pages.tsx). Every page is its own chunk, so a phone downloads only the page it opens.
 * The signed-in views (plan, history, wishlist, settings, admin) are matched before `/:username`, which they reserve.
 */
export const createRoutes = (): RouteObject[] => [
  // `/` is Home for a learner, the landing page for a visitor: DashboardGate chooses.
  { path: paths.home.path, element: <DashboardGate />, children: routesIn('dashboard') },
  ...routesIn('own'),
  {
    element: (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    ),
    children: [...routesIn('public'), ...publicPages.map(({ path, Page }) => ({ path, element: <Page /> }))],
  },
];

const routes = createRoutes();

/**
 * The pages for the current location, inside whatever router renders them (BrowserRouter, or MemoryRouter in
 * tests); the bridge gives the app's own navigation hooks react-router's location (decision 0066).
 */
export function AppRoutes() {
  return (
    <RouterBridge>
      <RouteErrorBoundary>
        <Routes />
      </RouteErrorBoundary>
    </RouterBridge>
  );
}

function Routes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
