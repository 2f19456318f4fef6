import { Suspense, type ComponentType, type ReactElement } from 'react';
import { paths } from '@/config/paths';
import { publicApiPaths } from '@/config/public-api-paths';
import { useRefCodeParam } from '@/features/auth/hooks/use-ref-code-param';
import { useDemoQueryParam } from '@/features/demo/use-demo-query-param';
import { getEarly } from '@/lib/early-get';
import { matchPath } from '@/lib/navigation';
import { lazyPage, lazyQueryPage } from './lazy-page';

// The pages inside PublicLayout. They load with the entry's small navigation layer, without react-router
// (decision 0066); the full router (./router) renders the same components once a signed-in view needs it.
// The sign-in pages fetch with React Query, which comes with them; the other public pages never load it.
export const LandingRoute = lazyPage(async () => (await import('./routes/landing')).LandingRoute);
export const DemoSignInPopup = lazyQueryPage(async () => (await import('@/features/demo/demo-sign-in-popup')).DemoSignInPopup);
const SignInRoute = lazyPage(async () => (await import('./routes/auth/signin')).SignInRoute);
const SignUpRoute = lazyPage(async () => (await import('./routes/auth/signup')).SignUpRoute);
const ResetPasswordRoute = lazyPage(async () => (await import('./routes/auth/reset-password')).ResetPasswordRoute);
const VerifyEmailRoute = lazyPage(async () => (await import('./routes/auth/verify-email')).VerifyEmailRoute);
const ParentalAgreementRoute = lazyPage(async () => (await import('./routes/auth/parental-agreement')).ParentalAgreementRoute);
const AboutRoute = lazyPage(async () => (await import('./routes/about/about')).AboutRoute);
const PrivacyRoute = lazyPage(async () => (await import('./routes/about/privacy')).PrivacyRoute);
const IndividualsRoute = lazyPage(async () => (await import('./routes/individuals')).IndividualsRoute);
const PathwayLandingRoute = lazyPage(async () => (await import('./routes/pathway/pathway-landing')).PathwayLandingRoute);
const MentorsRoute = lazyPage(async () => (await import('./routes/mentor/mentors')).MentorsRoute);
const MentorScheduleRoute = lazyPage(async () => (await import('./routes/mentor/schedule')).MentorScheduleRoute);
const MentorRegisterRoute = lazyPage(async () => (await import('./routes/mentor/register')).MentorRegisterRoute);
const WaitlistRoute = lazyPage(async () => (await import('./routes/waitlist')).WaitlistRoute);
const MentorProfileRoute = lazyPage(async () => (await import('./routes/mentor/mentor-profile')).MentorProfileRoute);
/** Also what a data page shows for an unknown address (a track's page): its chunk comes only when it is shown. */
export const NotFoundRoute = lazyPage(async () => (await import('./routes/not-found')).NotFoundRoute);

/**
 * The pages a visitor opens, in matching order: a fixed path before the `:param` path that would also take it,
 * `*` (the 404) last. `early` names what a page reads from the API, when it is the first page of a visit.
 */
export const publicPages: { path: string; Page: ComponentType; early?: (params: Record<string, string>) => string }[] = [
  { path: paths.signIn.path, Page: SignInRoute },
  { path: paths.signUp.path, Page: SignUpRoute },
  { path: paths.resetPassword.path, Page: ResetPasswordRoute },
  { path: paths.verifyEmail.path, Page: VerifyEmailRoute },
  { path: paths.parentalAgreement.path, Page: ParentalAgreementRoute },
  { path: paths.about.path, Page: AboutRoute },
  { path: paths.privacy.path, Page: PrivacyRoute },
  { path: paths.individuals.path, Page: IndividualsRoute },
  { path: paths.pathwayLanding.path, Page: PathwayLandingRoute, early: ({ name = '' }) => publicApiPaths.pathway(name) },
  { path: paths.mentors.path, Page: MentorsRoute },
  { path: paths.mentorSchedule.path, Page: MentorScheduleRoute },
  { path: paths.mentorRegister.path, Page: MentorRegisterRoute },
  { path: paths.waitlist.path, Page: WaitlistRoute },
  { path: paths.mentorProfile.path, Page: MentorProfileRoute, early: ({ username = '' }) => publicApiPaths.mentorPage(username) },
  { path: paths.notFound.path, Page: NotFoundRoute },
];

/**
 * What only the full router serves: the signed-in views, and the pages inside PublicLayout that a signed-in
 * learner or a payment's return opens (router.tsx). `/:username` and the 404 must not take them.
 */
const FULL_ROUTER_PATHS: string[] = [
  paths.plan.path,
  paths.history.path,
  paths.wishlist.path,
  paths.settings.path,
  paths.share.path,
  paths.mentorApply.path,
  paths.mentorAvailability.path,
  paths.admin.path,
  paths.pathway.path,
  paths.pathwayStart.path,
  paths.pathwayPaid.path,
  paths.assessment.path,
  paths.skillTest.path,
  paths.mentorBooked.path,
  paths.analyticsTest.path,
];

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
