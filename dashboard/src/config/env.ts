import { API_PREFIX } from '@trail/shared';

/** Reads and checks the build-time settings once; nothing else touches import.meta.env. */
function readApiUrl(raw: string | undefined): string {
  const value = raw?.trim() || `/${API_PREFIX}`;
  if (!value.startsWith('/') && !/^https?:\/\//.test(value)) {
    throw new Error(`VITE_API_URL must be a path like /api/v1 or an http(s) URL, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

export const env = {
  apiUrl: readApiUrl(import.meta.env.VITE_API_URL),
  /** The demo learner the portfolio popup signs into (matches the API's demo seed). */
  demoEmail: import.meta.env.VITE_DEMO_EMAIL?.trim() || 'demo@trail.ng',
  demoPassword: import.meta.env.VITE_DEMO_PASSWORD?.trim() || 'trail-demo-learner',
  /** Where the tour's last step sends learners to install the extension. */
  extensionStoreUrl: import.meta.env.VITE_EXTENSION_STORE_URL?.trim() || 'https://chromewebstore.google.com/',
} as const;
