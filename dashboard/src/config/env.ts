import { API_PREFIX } from '@trail/shared';

/** Reads and checks the build-time settings once; nothing else touches import.meta.env. */
function readApiUrl(raw: string | undefined): string {
  const value = raw?.trim() || `/${API_PREFIX}`;
  if (!value.startsWith('/') && !/^https?:\/\//.test(value)) {
    throw new Error(`VITE_API_URL must be a path like /api/v1 or an http(s) URL, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/** An optional absolute link from the environment, or the default when unset. */
function readLink(raw: string | undefined, fallback: string, name: string): string {
  const value = raw?.trim() || fallback;
  if (!/^(https?:|mailto:)/.test(value)) throw new Error(`${name} must be an http(s) or mailto: link, got "${value}".`);
  return value;
}

export const env = {
  apiUrl: readApiUrl(import.meta.env.VITE_API_URL),
  /** The external scheduling page behind the landing page's Request Demo button. */
  requestDemoUrl: readLink(import.meta.env.VITE_REQUEST_DEMO_URL, 'https://calendly.com/trail-demo', 'VITE_REQUEST_DEMO_URL'),
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL?.trim() || 'hello@trail.ng',
  /** The learners' community chat behind Home's "Join the Trail community". */
  communityUrl: readLink(import.meta.env.VITE_COMMUNITY_URL, 'https://chat.whatsapp.com/trail-community', 'VITE_COMMUNITY_URL'),
  socialLinks: {
    twitter: readLink(import.meta.env.VITE_TWITTER_URL, 'https://twitter.com/trail_ng', 'VITE_TWITTER_URL'),
    linkedin: readLink(import.meta.env.VITE_LINKEDIN_URL, 'https://www.linkedin.com/company/trail-ng', 'VITE_LINKEDIN_URL'),
    instagram: readLink(import.meta.env.VITE_INSTAGRAM_URL, 'https://www.instagram.com/trail_ng', 'VITE_INSTAGRAM_URL'),
  },
  /** The demo learner the portfolio popup signs into (matches the API's demo seed). */
  demoEmail: import.meta.env.VITE_DEMO_EMAIL?.trim() || 'demo@trail.ng',
  demoPassword: import.meta.env.VITE_DEMO_PASSWORD?.trim() || 'trail-demo-2025',
  /** Only a production build has dist/sw.js; the dev server's hot reload and a service worker do not mix. */
  serviceWorker: import.meta.env.PROD,
  /** Where the tour's last step sends learners to install the extension. */
  extensionStoreUrl: import.meta.env.VITE_EXTENSION_STORE_URL?.trim() || 'https://chromewebstore.google.com/',
} as const;
