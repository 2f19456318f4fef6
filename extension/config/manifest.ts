import type { UserManifest } from 'wxt';
import { CHROME_PUBLIC_KEY } from './chrome-key';
import { SAVE_COMMAND } from './commands';
import { DEFAULT_API_URL, hostPermissionFor, readUrl } from './urls';

export const FIREFOX_EXTENSION_ID = 'extension@trail.ng';

/** WXT 0.20.9's manifest type predates data_collection_permissions, hence the wider type. */
const GECKO_SETTINGS: { id: string; strict_min_version: string } & Record<string, unknown> = {
  id: FIREFOX_EXTENSION_ID,
  // 109 is the first Firefox with Manifest V3.
  strict_min_version: '109.0',
  // Firefox 140+ asks the learner's consent: the session token and the pages they choose to save.
  data_collection_permissions: { required: ['authenticationInfo', 'websiteContent'] },
};

type BuildEnv = Record<string, string | undefined>;

const ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };

/** The manifest fields WXT cannot infer; version, icons and the popup come from package.json and src/. */
export function buildManifest(browser: string, env: BuildEnv): UserManifest {
  const apiUrl = readUrl('WXT_API_URL', env.WXT_API_URL, DEFAULT_API_URL);
  const manifest: UserManifest = {
    name: 'Trail',
    description: 'Save what you learn from any page in one click.',
    // scripting only reads og: tags and the canonical link of the tab activeTab grants.
    permissions: ['activeTab', 'storage', 'contextMenus', 'alarms', 'scripting'],
    host_permissions: [hostPermissionFor(apiUrl)],
    action: { default_title: 'Save to Trail', default_icon: ICONS },
    commands: {
      [SAVE_COMMAND]: { suggested_key: { default: 'Alt+Shift+S' }, description: 'Save this page to Trail' },
    },
  };
  if (browser === 'firefox') {
    return {
      ...manifest,
      browser_specific_settings: { gecko: GECKO_SETTINGS },
    };
  }
  return { ...manifest, key: CHROME_PUBLIC_KEY };
}
