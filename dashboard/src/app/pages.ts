import { paths } from '@/config/paths';
import { publicApiPaths } from '@/config/public-api-paths';
import { loadNotFound } from './not-found-route';
import { AT_BUILD, type Page } from './page';

/**
 * The page manifest's public half: every page a visitor opens, which the entry shows on its own navigation,
 * without react-router (decisions 0013, 0066), in matching order: a fixed path before the `:param` path that
 * would also take it, `*` (the 404) last. Adding a page is one entry here, or in signed-in-pages.ts when only
 * the full router serves it, plus its `paths` entry. The signed-in half is a file of its own because a loader
 * costs every page that imports it bytes (decision 0082); from both come public-pages.tsx's table, the full
 * router's (router.tsx) and the pre-rendered pages (prerender/entry-server.tsx).
 */
export const PUBLIC_PAGES: Page<'public'>[] = [
  {
    path: paths.home.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/landing')).LandingRoute,
    prerender: AT_BUILD && {
      module: 'src/app/routes/landing.tsx',
      title: 'Trail for teams',
      description: "Close your team's skill gaps with learning plans, pathways and mentors.",
    },
  },
  {
    path: paths.signIn.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/auth/signin')).SignInRoute,
    prerender: AT_BUILD && {
      module: 'src/app/routes/auth/signin.tsx',
      title: 'Log in',
      description: 'Log in to Trail to see your learning plan, history and wishlist.',
    },
  },
  {
    path: paths.signUp.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/auth/signup')).SignUpRoute,
    prerender: AT_BUILD && {
      module: 'src/app/routes/auth/signup.tsx',
      title: 'Sign up',
      description: 'Create your free Trail account and start closing your skill gaps.',
    },
  },
  {
    path: paths.resetPassword.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/auth/reset-password')).ResetPasswordRoute,
    prerender: AT_BUILD && {
      module: 'src/app/routes/auth/reset-password.tsx',
      title: 'Reset your password',
      description: 'Get a link to choose a new Trail password.',
    },
  },
  { path: paths.verifyEmail.path, access: 'public', shell: 'public', load: async () => (await import('./routes/auth/verify-email')).VerifyEmailRoute },
  {
    path: paths.parentalAgreement.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/auth/parental-agreement')).ParentalAgreementRoute,
  },
  {
    path: paths.about.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/about/about')).AboutRoute,
    prerender: AT_BUILD && {
      module: 'src/app/routes/about/about.tsx',
      title: 'About Trail',
      description: 'Why we build Trail, and who it is for: teams and individuals in Africa growing their skills.',
    },
  },
  {
    path: paths.privacy.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/about/privacy')).PrivacyRoute,
    prerender: AT_BUILD && {
      module: 'src/app/routes/about/privacy.tsx',
      title: 'Privacy Policy',
      description: 'What Trail keeps about you, why, and how to take it with you or delete it.',
    },
  },
  {
    path: paths.individuals.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/individuals')).IndividualsRoute,
    prerender: AT_BUILD && {
      module: 'src/app/routes/individuals.tsx',
      title: 'Trail for individuals',
      description: 'Learn with purpose: save what you learn, plan the next step and meet a mentor.',
    },
  },
  // The data pages are rendered on request instead (decision 0070, prerender/entry-server.tsx).
  {
    path: paths.pathwayLanding.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/pathway/pathway-landing')).PathwayLandingRoute,
    early: ({ name = '' }) => publicApiPaths.pathway(name),
  },
  { path: paths.mentors.path, access: 'public', shell: 'public', load: async () => (await import('./routes/mentor/mentors')).MentorsRoute },
  { path: paths.mentorSchedule.path, access: 'public', shell: 'public', load: async () => (await import('./routes/mentor/schedule')).MentorScheduleRoute },
  { path: paths.mentorRegister.path, access: 'public', shell: 'public', load: async () => (await import('./routes/mentor/register')).MentorRegisterRoute },
  {
    path: paths.waitlist.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/waitlist')).WaitlistRoute,
    prerender: AT_BUILD && {
      module: 'src/app/routes/waitlist.tsx',
      title: 'Join the waitlist',
      description: 'Be among the first to use Trail for your team.',
    },
  },
  {
    path: paths.mentorProfile.path,
    access: 'public',
    shell: 'public',
    load: async () => (await import('./routes/mentor/mentor-profile')).MentorProfileRoute,
    early: ({ username = '' }) => publicApiPaths.mentorPage(username),
  },
  { path: paths.notFound.path, access: 'public', shell: 'public', load: loadNotFound },
];
