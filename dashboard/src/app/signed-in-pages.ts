import { paths } from '@/config/paths';
import type { Page } from './page';

/**
 * The page manifest's signed-in half: the pages only the full router serves (router.tsx), which loads when the
 * first of them is opened. Their loaders live here, in the router's chunk, not in pages.ts: in the entry they
 * would cost every public page 1.2 KB (decision 0082). Adding one is one entry here plus its `paths` entry;
 * the entry leaves every `paths` path that is not a public page to the full router (public-pages.tsx).
 */
export const SIGNED_IN_PAGES: Page<'signed-in'>[] = [
  // `/` is Home for a learner, the landing page (pages.ts) for a visitor: DashboardGate chooses.
  { path: paths.home.path, access: 'signed-in', shell: 'dashboard', load: async () => (await import('./routes/dashboard/home')).HomeRoute },
  { path: paths.plan.path, access: 'signed-in', shell: 'dashboard', load: async () => (await import('./routes/dashboard/plan')).PlanRoute },
  { path: paths.history.path, access: 'signed-in', shell: 'dashboard', load: async () => (await import('./routes/dashboard/history')).HistoryRoute },
  { path: paths.wishlist.path, access: 'signed-in', shell: 'dashboard', load: async () => (await import('./routes/dashboard/wishlist')).WishlistRoute },
  { path: paths.settings.path, access: 'signed-in', shell: 'dashboard', load: async () => (await import('./routes/dashboard/settings')).SettingsRoute },
  { path: paths.share.path, access: 'signed-in', shell: 'dashboard', load: async () => (await import('./routes/dashboard/share')).ShareRoute },
  { path: paths.mentorApply.path, access: 'signed-in', shell: 'dashboard', load: async () => (await import('./routes/mentor/apply')).MentorApplyRoute },
  {
    path: paths.mentorAvailability.path,
    access: 'signed-in',
    shell: 'dashboard',
    load: async () => (await import('./routes/mentor/availability')).MentorAvailabilityRoute,
  },
  { path: paths.admin.path, access: 'signed-in', shell: 'dashboard', load: async () => (await import('./routes/admin/admin')).AdminRoute },
  // Its own layout; /pathway/:name is the public pathway landing page.
  { path: paths.pathway.path, access: 'signed-in', shell: 'own', load: async () => (await import('./routes/pathway/pathway')).PathwayRoute },
  // Inside PublicLayout, but opened signed in or on a payment's return: they load with the full router, not the entry.
  { path: paths.pathwayStart.path, access: 'signed-in', shell: 'public', load: async () => (await import('./routes/pathway/pathway-start')).PathwayStartRoute },
  { path: paths.pathwayPaid.path, access: 'signed-in', shell: 'public', load: async () => (await import('./routes/pathway/pathway-paid')).PathwayPaidRoute },
  { path: paths.assessment.path, access: 'signed-in', shell: 'public', load: async () => (await import('./routes/assessment')).AssessmentRoute },
  { path: paths.skillTest.path, access: 'signed-in', shell: 'public', load: async () => (await import('./routes/skill-test')).SkillTestRoute },
  { path: paths.mentorBooked.path, access: 'signed-in', shell: 'public', load: async () => (await import('./routes/mentor/booked')).MentorBookedRoute },
  { path: paths.analyticsTest.path, access: 'signed-in', shell: 'public', load: async () => (await import('./routes/analytics-test')).AnalyticsTestRoute },
];
