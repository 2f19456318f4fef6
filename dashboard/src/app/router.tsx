import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';

function FirstPageFallback() {
  return (
    <PublicLayout>
      <PageSkeleton />
    </PublicLayout>
  );
}

/**
 * The route table. Every page is its own chunk, so a phone downloads only the page it opens.
 * A fresh table per router: React Router mutates `lazy` objects as pages load.
 */
export const createRoutes = (): RouteObject[] => [
  {
    path: paths.home.path,
    Component: PublicLayout,
    HydrateFallback: FirstPageFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless, so a page that fails to load keeps the header and footer around its error.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: { Component: async () => (await import('./routes/landing')).LandingRoute } },
          { path: paths.signIn.path, lazy: { Component: async () => (await import('./routes/auth/signin')).SignInRoute } },
          { path: paths.signUp.path, lazy: { Component: async () => (await import('./routes/auth/signup')).SignUpRoute } },
          {
            path: paths.resetPassword.path,
            lazy: { Component: async () => (await import('./routes/auth/reset-password')).ResetPasswordRoute },
          },
          { path: paths.about.path, lazy: { Component: async () => (await import('./routes/about/about')).AboutRoute } },
          { path: paths.privacy.path, lazy: { Component: async () => (await import('./routes/about/privacy')).PrivacyRoute } },
          {
            path: paths.individuals.path,
            lazy: { Component: async () => (await import('./routes/individuals')).IndividualsRoute },
          },
          { path: paths.pathway.path, lazy: { Component: async () => (await import('./routes/pathway/pathway')).PathwayRoute } },
          {
            path: paths.pathwayLanding.path,
            lazy: { Component: async () => (await import('./routes/pathway/pathway-landing')).PathwayLandingRoute },
          },
          {
            path: paths.assessment.path,
            lazy: { Component: async () => (await import('./routes/assessment')).AssessmentRoute },
          },
          { path: paths.mentors.path, lazy: { Component: async () => (await import('./routes/mentor/mentors')).MentorsRoute } },
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
          { path: paths.notFound.path, lazy: { Component: async () => (await import('./routes/not-found')).NotFoundRoute } },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return <RouterProvider router={router} />;
}
