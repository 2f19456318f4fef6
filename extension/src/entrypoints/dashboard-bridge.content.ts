import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { dashboardMatches } from '../../config/urls';
import { config } from '../lib/config';
import { installedMessage, readBridgeMessage } from '../lib/dashboard-bridge';
import { sendMessage } from '../lib/messaging';

/** Hands the dashboard's session to the background and tells the dashboard the extension is here. */
export default defineContentScript({
  matches: dashboardMatches(import.meta.env.WXT_DASHBOARD_URL),
  runAt: 'document_start',
  main() {
    // Match patterns cannot name a port, so on a shared host (localhost) the script checks the origin itself.
    const origin = new URL(config.dashboardUrl).origin;
    if (location.origin !== origin) return;
    const announce = () => window.postMessage(installedMessage(browser.runtime.getManifest().version), origin);
    window.addEventListener('message', (event) => {
      const request = readBridgeMessage(event, { origin, window });
      if (request?.kind === 'hello') announce();
      if (request?.kind === 'session') void sendMessage('bridgeSession', { token: request.token }).catch(() => undefined);
    });
    announce();
  },
});
