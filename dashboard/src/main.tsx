import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { getFirstPageDataEarly } from '@/app/public-pages';
import { CLIENT_ONLY_ATTRIBUTE } from '@/config/client-only-check';
import { wakeUpApi } from '@/features/auth/api/wake-up-api';
import { startExtensionBridge } from '@/features/extension-bridge/extension-bridge';
import { beginTakeover } from '@/lib/api/hydration';
import { registerServiceWorker } from '@/lib/register-service-worker';
import '@/styles/global.css';

// Outside React, so StrictMode's double effects cannot send it twice.
void wakeUpApi();
// Before React renders, so the extension's first announcement is not missed.
startExtensionBridge();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const root = document.documentElement;
// A public page arrives pre-rendered (scripts/prerender.mjs): React takes over its markup in place, so it
// neither repaints nor shifts. A page marked client-only (config/client-only-check.ts) starts from scratch.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread in one long task; the page is already painted, and a click meanwhile hydrates its target first.
if (container.hasChildNodes() && !root.hasAttribute(CLIENT_ONLY_ATTRIBUTE)) {
  beginTakeover();
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Rendered here from scratch: a data page's read starts beside its chunk. A page that arrived rendered,
  // on request, carries its data in the HTML (lib/api/page-data.tsx).
  getFirstPageDataEarly(location.pathname);
  container.replaceChildren();
  root.removeAttribute(CLIENT_ONLY_ATTRIBUTE);
  createRoot(container).render(app);
}
