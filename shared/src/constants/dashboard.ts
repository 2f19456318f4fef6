/** Dashboard paths other apps link to (the API's e-mails, the extension). */
export const DASHBOARD_ROUTES = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: '/resetpassword',
  plan: '/plan',
  history: '/history',
  wishlist: '/wishlist',
  settings: '/settings',
} as const;

/**
 * window.postMessage protocol between the dashboard and the extension's content script,
 * which runs on the dashboard's origin only.
 */
export const EXTENSION_BRIDGE = {
  pageSource: 'trail-dashboard',
  extensionSource: 'trail-extension',
} as const;

export type DashboardToExtension =
  | { source: typeof EXTENSION_BRIDGE.pageSource; type: 'session'; token: string | null }
  | { source: typeof EXTENSION_BRIDGE.pageSource; type: 'hello' };

export type ExtensionToDashboard = {
  source: typeof EXTENSION_BRIDGE.extensionSource;
  type: 'installed';
  version: string;
};
