import { DASHBOARD_ROUTES } from '@trail/shared';

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

/**
 * The dashboard's one route table: every path, with a link builder for the ones that take parameters.
 * The paths other apps link to (the extension, the API's e-mails) come from `DASHBOARD_ROUTES` in
 * `@trail/shared`; dashboard code reads them here, never from there.
 */
export const paths = {
  home: fixed(DASHBOARD_ROUTES.home),
  plan: fixed(DASHBOARD_ROUTES.plan),
  history: fixed(DASHBOARD_ROUTES.history),
  wishlist: fixed(DASHBOARD_ROUTES.wishlist),
  settings: fixed(DASHBOARD_ROUTES.settings),
  /** The Web Share Target (public/manifest.webmanifest): `?title=&text=&url=` from another app. */
  share: fixed('/share'),
  signIn: fixed(DASHBOARD_ROUTES.signIn),
  signUp: fixed(DASHBOARD_ROUTES.signUp),
  resetPassword: fixed(DASHBOARD_ROUTES.resetPassword),
  verifyEmail: fixed('/verify-email'),
  /** The page the mail to a 13–17-year-old's parent links to (decision 0058). */
  parentalAgreement: fixed('/parental-agreement'),
  about: fixed('/about'),
  privacy: fixed('/about/privacy'),
  individuals: fixed('/individuals'),
  /** The /pathway dashboard; its views are addressed by `?view=` so Back and shared links work (decision 0039). */
  pathway: {
    path: '/pathway',
    getHref: (view?: string) => (view && view !== 'home' ? `/pathway?view=${encodeURIComponent(view)}` : '/pathway'),
  },
  pathwayLanding: {
    path: '/pathway/:name',
    getHref: (name: string) => `/pathway/${encodeURIComponent(name)}`,
  },
  /** The wizard's pathway flow: Experience → Plan → Payment (spec §2). */
  pathwayStart: {
    path: '/pathway/:name/start',
    getHref: (name: string) => `/pathway/${encodeURIComponent(name)}/start`,
  },
  /** Paystack's return page for a plan; Paystack appends `?reference=`. */
  pathwayPaid: fixed('/pathway/paid'),
  assessment: {
    path: '/assess/:fieldSlug',
    getHref: (fieldSlug: string) => `/assess/${encodeURIComponent(fieldSlug)}`,
  },
  /** A track's skill and personality test (decision 0051). */
  skillTest: {
    path: '/assess/:fieldSlug/test',
    getHref: (fieldSlug: string) => `/assess/${encodeURIComponent(fieldSlug)}/test`,
  },
  mentors: fixed('/mentor'),
  mentorSchedule: {
    path: '/mentor/schedule',
    /** A track's mentors; `?field=<slug>` keeps the track in shared links and across a reload. */
    getHref: (fieldSlug?: string) =>
      fieldSlug ? `/mentor/schedule?${new URLSearchParams({ field: fieldSlug })}` : '/mentor/schedule',
  },
  mentorRegister: fixed('/mentor/register'),
  /** Paystack's return page for mentor hours; Paystack appends `?reference=`. */
  mentorBooked: {
    path: '/mentor/booked',
    getHref: (reference?: string) => (reference ? `/mentor/booked?${new URLSearchParams({ reference })}` : '/mentor/booked'),
  },
  mentorApply: fixed('/mentor/apply'),
  /** Redirects to the /pathway Availability view (decision 0038). */
  mentorAvailability: fixed('/mentor/availability'),
  admin: fixed('/admin'),
  waitlist: fixed('/waitlist'),
  analyticsTest: fixed('/analytics/test'),
  mentorProfile: {
    path: '/:username',
    getHref: (username: string) => `/${encodeURIComponent(username)}`,
  },
  notFound: { path: '*' },
} as const;
