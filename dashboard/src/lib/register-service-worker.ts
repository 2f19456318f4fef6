import { env } from '@/config/env';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (scripts/service-worker.mjs) once the page has loaded and the browser is
 * idle, so installing it never competes with the first paint or hydration for a phone's bandwidth.
 */
export function registerServiceWorker(): void {
  if (!env.serviceWorker || !('serviceWorker' in navigator)) return;
  const register = () => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    whenIdle(() => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
        // Without a worker the site works as before, online only.
      });
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
