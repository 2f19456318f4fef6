/** Defaults for a local stack (`pnpm start` at the root); builds override them with WXT_* env vars. */
export const DEFAULT_API_URL = 'http://localhost:5000/api/v1';
export const DEFAULT_DASHBOARD_URL = 'http://localhost:5173';

/** Reads an http(s) URL setting, falling back to its default, without a trailing slash. */
export function readUrl(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** Match patterns cannot name a port, so the permission covers the API's host on any port. */
export function hostPermissionFor(url: string): string {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
}

/** Where the dashboard bridge content script runs: the dashboard's host only. */
export function dashboardMatches(value: string | undefined): string[] {
  return [hostPermissionFor(readUrl('WXT_DASHBOARD_URL', value, DEFAULT_DASHBOARD_URL))];
}

/** A store package's URL: required, https, and not a local machine. */
export function readProductionUrl(name: string, value: string | undefined): string {
  if (!value?.trim()) throw new Error(`${name} is required for a store build (the package must call the production API)`);
  const url = readUrl(name, value, value);
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:') throw new Error(`${name} must be https for a store build, got "${url}"`);
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || /^(127\.|0\.0\.0\.0|\[::1\])/.test(hostname)) {
    throw new Error(`${name} must not point at this machine in a store build, got "${url}"`);
  }
  return url;
}
