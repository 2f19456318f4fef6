import { lazy, useState, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { useSignInAgainWhenSessionEnds } from '@/lib/auth';
import { DashboardGate } from './routes/dashboard/dashboard-gate';

function FirstPageFallback() {
  return (
    <PublicLayout>
      <PageSkeleton />
    </PublicLayout>
  );
}

function AppRoot() {
  useSignInAgainWhenSessionEnds();
  return <Outlet />;
}

// React.lazy, not the route's `lazy`: the router would fetch a matched route's code even for a signed-out
// visitor of `/`, who only ever sees the landing page.
function lazyView(load: () => Promise<ComponentType>) {
  const View = lazy(async () => ({ default: await load() }));
  return function LazyView() {
    return <View />;
  };
}

const HomeRoute = lazyView(async () => (await import('./routes/dashboard/home')).HomeRoute);
const PlanRoute = lazyView(async () => (await import('./routes/dashboard/plan')).PlanRoute);
const HistoryRoute = lazyView(async () => (await import('./routes/dashboard/history')).HistoryRoute);
const WishlistRoute = lazyView(async () => (await import('./routes/dashboard/wishlist')).WishlistRoute);
const SettingsRoute = lazyView(async () => (await import('./routes/dashboard/settings')).SettingsRoute);

/**
 * The route table. Every page is its own chunk, so a phone downloads only the page it opens.
 * A fresh table per router: React Router mutates `lazy` objects as pages load.
 * The learner views (plan, history, wishlist, settings) are matched before `/:username`, which they reserve.
 */
export const createRoutes = (): RouteObject[] => [
  {
    Component: AppRoot,
    HydrateFallback: FirstPageFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.home.path,
        Component: DashboardGate,
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomeRoute },
          { path: 'plan', Component: PlanRoute },
          { path: 'history', Component: HistoryRoute },
          { path: 'wishlist', Component: WishlistRoute },
          { path: 'settings', Component: SettingsRoute },
        ],
      },
      {
        Component: PublicLayout,
        ErrorBoundary: RouteError,
        children: [
          {
            // Pathless, so a page that fails to load keeps the header and footer around its error.
            ErrorBoundary: RouteError,
            children: [
              { path: paths.signIn.path, lazy: { Component: async () => (await import('./routes/auth/signin')).SignInRoute } },
              { path: paths.signUp.path, lazy: { Component: async () => (await import('./routes/auth/signup')).SignUpRoute } },
              {
                path: paths.resetPassword.path,
                lazy: { Component: async () => (await import('./routes/auth/reset-password')).ResetPasswordRoute },
              },
              { path: paths.about.path, lazy: { Component: async () => (await import('./routes/about/about')).AboutRoute } },
              {
                path: paths.privacy.path,
                lazy: { Component: async () => (await import('./routes/about/privacy')).PrivacyRoute },
              },
              {
                path: paths.individuals.path,
                lazy: { Component: async () => (await import('./routes/individuals')).IndividualsRoute },
              },
              {
                path: paths.pathway.path,
                lazy: { Component: async () => (await import('./routes/pathway/pathway')).PathwayRoute },
              },
              {
                path: paths.pathwayLanding.path,
                lazy: { Component: async () => (await import('./routes/pathway/pathway-landing')).PathwayLandingRoute },
              },
              {
                path: paths.assessment.path,
                lazy: { Component: async () => (await import('./routes/assessment')).AssessmentRoute },
              },
              {
                path: paths.mentors.path,
                lazy: { Component: async () => (await import('./routes/mentor/mentors')).MentorsRoute },
              },
              {
                path: paths.mentorSchedule.path,
                lazy: { Component: async () => (await import('./routes/mentor/schedule')).MentorScheduleRoute },
              },
              {
                path: paths.mentorRegister.path,
                lazy: { Component: async () => (await import('./routes/mentor/register')).MentorRegisterRoute },
              },
              { path: paths.waitlist.path, lazy: { Component: async () => (await import('./routes/waitlist')).WaitlistRoute } },
              {
                path: paths.analyticsTest.path,
                lazy: { Component: async () => (await import('./routes/analytics-test')).AnalyticsTestRoute },
              },
              {
                path: paths.mentorProfile.path,
                lazy: { Component: async () => (await import('./routes/mentor/mentor-profile')).MentorProfileRoute },
              },
              {
                path: paths.notFound.path,
                lazy: { Component: async () => (await import('./routes/not-found')).NotFoundRoute },
              },
            ],
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return <RouterProvider router={router} />;
}
