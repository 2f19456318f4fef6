import { EXTENSION_BRIDGE, type DashboardToExtension, type ExtensionToDashboard } from '@trail/shared';
import { isTokenExpired } from '@/lib/auth/jwt';
import { authToken } from '@/lib/auth/token';
import { markExtensionInstalled } from './extension-flag';

function isInstalledMessage(data: unknown): data is ExtensionToDashboard {
  const message = data as Partial<ExtensionToDashboard> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.source === EXTENSION_BRIDGE.extensionSource &&
    message.type === 'installed'
  );
}

function post(message: DashboardToExtension): void {
  // Only this origin: the extension's content script runs here, and no other window may read the token.
  window.postMessage(message, window.location.origin);
}

/** Hands the session (or its end, as null) to the extension; an expired token is never handed over. */
export function postSession(token: string | null = authToken.get()): void {
  const live = token !== null && !isTokenExpired(token) ? token : null;
  post({ source: EXTENSION_BRIDGE.pageSource, type: 'session', token: live });
}

function onMessage(event: MessageEvent): void {
  if (event.source !== window || event.origin !== window.location.origin) return;
  if (!isInstalledMessage(event.data)) return;
  markExtensionInstalled();
  postSession();
}

let stop: (() => void) | null = null;

/**
 * Starts listening for the extension's content script and keeps it told about every sign-in and sign-out.
 * Says hello once, so a content script that loaded before this listener can announce itself again.
 */
export function startExtensionBridge(): () => void {
  if (stop) return stop;
  window.addEventListener('message', onMessage);
  const unsubscribe = authToken.subscribe((token) => postSession(token));
  post({ source: EXTENSION_BRIDGE.pageSource, type: 'hello' });
  stop = () => {
    window.removeEventListener('message', onMessage);
    unsubscribe();
    stop = null;
  };
  return stop;
}
