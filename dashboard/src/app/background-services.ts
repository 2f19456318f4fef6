import { wakeUpApi } from '@/features/auth/api/wake-up-api';
import { startExtensionBridge } from '@/features/extension-bridge/extension-bridge';
import { registerServiceWorker } from '@/lib/register-service-worker';

/**
 * What the page does beside rendering: none of it is needed for the first paint, so main.tsx loads this
 * module in its own chunk, in parallel with hydration, instead of making every public page's entry carry it.
 */
export function startBackgroundServices(): void {
  // Outside React, so StrictMode's double effects cannot send it twice.
  void wakeUpApi();
  // Says hello when it starts, so an extension that announced itself before this chunk arrived announces again.
  startExtensionBridge();
  registerServiceWorker();
}
