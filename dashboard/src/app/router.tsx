import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';
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

// The sign-in pages fetch with React Query, which comes with them; the other public pages never load it.
const SignInRoute = lazyPage(async () => (await import('./routes/auth/signin')).SignInRoute);
const SignUpRoute = lazyPage(async () => (await import('./routes/auth/signup')).SignUpRoute);
const ResetPasswordRoute = lazyPage(async () => (await import('./routes/auth/reset-password')).ResetPasswordRoute);
const VerifyEmailRoute = lazyPage(async () => (await import('./routes/auth/verify-email')).VerifyEmailRoute);
const ParentalAgreementRoute = lazyPage(async () => (await import('./routes/auth/parental-agreement')).ParentalAgreementRoute);
const AboutRoute = lazyPage(async () => (await import('./routes/about/about')).AboutRoute);
const PrivacyRoute = lazyPage(async () => (await import('./routes/about/privacy')).PrivacyRoute);
const IndividualsRoute = lazyPage(async () => (await import('./routes/individuals')).IndividualsRoute);
const PathwayRoute = lazyPage(async () => (await import('./routes/pathway/pathway')).PathwayRoute);
const PathwayLandingRoute = lazyPage(async () => (await import('./routes/pathway/pathway-landing')).PathwayLandingRoute);
const PathwayStartRoute = lazyPage(async () => (await import('./routes/pathway/pathway-start')).PathwayStartRoute);
const PathwayPaidRoute = lazyPage(async () => (await import('./routes/pathway/pathway-paid')).PathwayPaidRoute);
const AssessmentRoute = lazyPage(async () => (await import('./routes/assessment')).AssessmentRoute);
const SkillTestRoute = lazyPage(async () => (await import('./routes/skill-test')).SkillTestRoute);
const MentorsRoute = lazyPage(async () => (await import('./routes/mentor/mentors')).MentorsRoute);
const MentorScheduleRoute = lazyPage(async () => (await import('./routes/mentor/schedule')).MentorScheduleRoute);
const MentorRegisterRoute = lazyPage(async () => (await import('./routes/mentor/register')).MentorRegisterRoute);
const MentorBookedRoute = lazyPage(async () => (await import('./routes/mentor/booked')).MentorBookedRoute);
const WaitlistRoute = lazyPage(async () => (await import('./routes/waitlist')).WaitlistRoute);
const AnalyticsTestRoute = lazyPage(async () => (await import('./routes/analytics-test')).AnalyticsTestRoute);
const MentorProfileRoute = lazyPage(async () => (await import('./routes/mentor/mentor-profile')).MentorProfileRoute);
const NotFoundRoute = lazyPage(async () => (await import('./routes/not-found')).NotFoundRoute);

/**
 * The route table. Every page is its own chunk, so a phone downloads only the page it opens.
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
    element: <PublicLayout />,
    children: [
      { path: paths.signIn.path, element: <SignInRoute /> },
      { path: paths.signUp.path, element: <SignUpRoute /> },
      { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
      { path: paths.verifyEmail.path, element: <VerifyEmailRoute /> },
      { path: paths.parentalAgreement.path, element: <ParentalAgreementRoute /> },
      { path: paths.about.path, element: <AboutRoute /> },
      { path: paths.privacy.path, element: <PrivacyRoute /> },
      { path: paths.individuals.path, element: <IndividualsRoute /> },
      { path: paths.pathwayPaid.path, element: <PathwayPaidRoute /> },
      { path: paths.pathwayLanding.path, element: <PathwayLandingRoute /> },
      { path: paths.pathwayStart.path, element: <PathwayStartRoute /> },
      { path: paths.assessment.path, element: <AssessmentRoute /> },
      { path: paths.skillTest.path, element: <SkillTestRoute /> },
      { path: paths.mentors.path, element: <MentorsRoute /> },
      { path: paths.mentorSchedule.path, element: <MentorScheduleRoute /> },
      { path: paths.mentorRegister.path, element: <MentorRegisterRoute /> },
      { path: paths.mentorBooked.path, element: <MentorBookedRoute /> },
      { path: paths.waitlist.path, element: <WaitlistRoute /> },
      { path: paths.analyticsTest.path, element: <AnalyticsTestRoute /> },
      { path: paths.mentorProfile.path, element: <MentorProfileRoute /> },
      { path: paths.notFound.path, element: <NotFoundRoute /> },
    ],
  },
];

const routes = createRoutes();

/** The pages for the current location, inside whatever router renders them (BrowserRouter, or MemoryRouter in tests). */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
