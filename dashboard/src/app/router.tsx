import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { RouterBridge } from '@/lib/navigation/router-bridge';
import { lazyPage } from './lazy-page';
import { publicPages } from './public-pages';
import { DashboardGate } from './routes/dashboard/dashboard-gate';

// Declarative routes, not the data router: createBrowserRouter alone would put the public pages over their
// 100 KB budget (decision 0013). Pages are React.lazy chunks; the layouts hold the Suspense and error boundaries.
const HomeRoute = lazyPage(async () => (await import('./routes/dashboard/home')).HomeRoute);
const PlanRoute = lazyPage(async () => (await import('./routes/dashboard/plan')).PlanRoute);
const HistoryRoute = lazyPage(async () => (await import('./routes/dashboard/history')).HistoryRoute);
const WishlistRoute = lazyPage(async () => (await import('./routes/dashboard/wishlist')).WishlistRoute);
const ShareRoute = lazyPage(async () => (await import('./routes/dashboard/share')).ShareRoute);
const SettingsRoute = lazyPage(async () => (await import('./routes/dashboard/settings')).SettingsRoute);
const MentorApplyRoute = lazyPage(async () => (await import('./routes/mentor/apply')).MentorApplyRoute);
const MentorAvailabilityRoute = lazyPage(async () => (await import('./routes/mentor/availability')).MentorAvailabilityRoute);
const AdminRoute = lazyPage(async () => (await import('./routes/admin/admin')).AdminRoute);
const PathwayRoute = lazyPage(async () => (await import('./routes/pathway/pathway')).PathwayRoute);
// Inside PublicLayout, but opened signed in or on a payment's return: they load with this router, not the entry.
const PathwayStartRoute = lazyPage(async () => (await import('./routes/pathway/pathway-start')).PathwayStartRoute);
const PathwayPaidRoute = lazyPage(async () => (await import('./routes/pathway/pathway-paid')).PathwayPaidRoute);
const AssessmentRoute = lazyPage(async () => (await import('./routes/assessment')).AssessmentRoute);
const SkillTestRoute = lazyPage(async () => (await import('./routes/skill-test')).SkillTestRoute);
const MentorBookedRoute = lazyPage(async () => (await import('./routes/mentor/booked')).MentorBookedRoute);
const AnalyticsTestRoute = lazyPage(async () => (await import('./routes/analytics-test')).AnalyticsTestRoute);

/**
 * The route table of the full router, which loads when a signed-in view is first needed (app.tsx); the public
 * pages are also shown without it (public-pages.tsx). Every page is its own chunk, so a phone downloads only
 * the page it opens.
 * The signed-in views (plan, history, wishlist, settings, admin) are matched before `/:username`, which they reserve.
 */
export const createRoutes = (): RouteObject[] => [
  {
    path: paths.home.path,
    element: <DashboardGate />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: paths.plan.path, element: <PlanRoute /> },
      { path: paths.history.path, element: <HistoryRoute /> },
      { path: paths.wishlist.path, element: <WishlistRoute /> },
      { path: paths.settings.path, element: <SettingsRoute /> },
      { path: paths.share.path, element: <ShareRoute /> },
      { path: paths.mentorApply.path, element: <MentorApplyRoute /> },
      { path: paths.mentorAvailability.path, element: <MentorAvailabilityRoute /> },
      { path: paths.admin.path, element: <AdminRoute /> },
    ],
  },
  // Signed-in only, with its own layout; /pathway/:name (below) is the public pathway landing page.
  { path: paths.pathway.path, element: <PathwayRoute /> },
  {
    element: (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    ),
    children: [
      { path: paths.pathwayStart.path, element: <PathwayStartRoute /> },
      { path: paths.pathwayPaid.path, element: <PathwayPaidRoute /> },
      { path: paths.assessment.path, element: <AssessmentRoute /> },
      { path: paths.skillTest.path, element: <SkillTestRoute /> },
      { path: paths.mentorBooked.path, element: <MentorBookedRoute /> },
      { path: paths.analyticsTest.path, element: <AnalyticsTestRoute /> },
      ...publicPages.map(({ path, Page }) => ({ path, element: <Page /> })),
    ],
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
