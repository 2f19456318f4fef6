import type { UserManifest } from 'wxt';
import { CHROME_PUBLIC_KEY } from './chrome-key';
import { DEFAULT_API_URL, hostPermissionFor, readUrl } from './urls';

export const FIREFOX_EXTENSION_ID = 'extension@trail.ng';

type BuildEnv = Record<string, string | undefined>;

const ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };

/** The manifest fields WXT cannot infer; version, icons and the popup come from package.json and src/. */
export function buildManifest(browser: string, env: BuildEnv): UserManifest {
  const apiUrl = readUrl('WXT_API_URL', env.WXT_API_URL, DEFAULT_API_URL);
  const manifest: UserManifest = {
    name: 'Trail',
    description: 'Save what you learn from any page in one click.',
    permissions: ['activeTab', 'storage'],
    host_permissions: [hostPermissionFor(apiUrl)],
    action: { default_title: 'Save to Trail', default_icon: ICONS },
  };
  if (browser === 'firefox') {
    return {
      ...manifest,
      // 109 is the first Firefox with Manifest V3.
      browser_specific_settings: { gecko: { id: FIREFOX_EXTENSION_ID, strict_min_version: '109.0' } },
    };
  }
  return { ...manifest, key: CHROME_PUBLIC_KEY };
}
