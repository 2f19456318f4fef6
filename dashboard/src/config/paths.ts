/** Every route path of the dashboard, with a link builder for the ones that take parameters. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  signIn: { path: '/signin', getHref: () => '/signin' },
  signUp: { path: '/signup', getHref: () => '/signup' },
  resetPassword: { path: '/resetpassword', getHref: () => '/resetpassword' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  about: { path: '/about', getHref: () => '/about' },
  privacy: { path: '/about/privacy', getHref: () => '/about/privacy' },
  individuals: { path: '/individuals', getHref: () => '/individuals' },
  pathway: { path: '/pathway', getHref: () => '/pathway' },
  pathwayLanding: {
    path: '/pathway/:name',
    getHref: (name: string) => `/pathway/${encodeURIComponent(name)}`,
  },
  assessment: {
    path: '/assess/:fieldSlug',
    getHref: (fieldSlug: string) => `/assess/${encodeURIComponent(fieldSlug)}`,
  },
  mentors: { path: '/mentor', getHref: () => '/mentor' },
  mentorSchedule: { path: '/mentor/schedule', getHref: () => '/mentor/schedule' },
  mentorRegister: { path: '/mentor/register', getHref: () => '/mentor/register' },
  waitlist: { path: '/waitlist', getHref: () => '/waitlist' },
  analyticsTest: { path: '/analytics/test', getHref: () => '/analytics/test' },
  mentorProfile: {
    path: '/:username',
    getHref: (username: string) => `/${encodeURIComponent(username)}`,
  },
  notFound: { path: '*' },
} as const;
