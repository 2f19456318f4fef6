import type { UserManifest } from 'wxt';
import { CHROME_PUBLIC_KEY } from './chrome-key';
import { SAVE_COMMAND } from './commands';
import { DEFAULT_API_URL, hostPermissionFor, readProductionUrl, readUrl } from './urls';

export const FIREFOX_EXTENSION_ID = 'extension@trail.ng';

/** WXT 0.20.9's manifest type predates data_collection_permissions, hence the wider type. */
const GECKO_SETTINGS: { id: string; strict_min_version: string } & Record<string, unknown> = {
  id: FIREFOX_EXTENSION_ID,
  // 140 is the first Firefox that asks consent for data_collection_permissions (AMO refuses less).
  strict_min_version: '140.0',
  // Firefox asks the learner's consent: the session token and the pages they choose to save.
  data_collection_permissions: { required: ['authenticationInfo', 'websiteContent'] },
};
/** Firefox for Android reads data_collection_permissions from 142. */
const GECKO_ANDROID_SETTINGS = { strict_min_version: '142.0' };

/** Chrome 120 is the first to fire chrome.alarms every 30 s, the save queue's first retry. */
export const MIN_CHROME_VERSION = '120';

/** `TRAIL_STORE_BUILD=1`: a package for the stores (no dev key, production URLs only). */
export const isStoreBuild = (env: BuildEnv) => env.TRAIL_STORE_BUILD === '1';

type BuildEnv = Record<string, string | undefined>;

const ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };

/** The manifest fields WXT cannot infer; version, icons and the popup come from package.json and src/. */
export function buildManifest(browser: string, env: BuildEnv): UserManifest {
  const store = isStoreBuild(env);
  const apiUrl = store ? readProductionUrl('WXT_API_URL', env.WXT_API_URL) : readUrl('WXT_API_URL', env.WXT_API_URL, DEFAULT_API_URL);
  if (store) readProductionUrl('WXT_DASHBOARD_URL', env.WXT_DASHBOARD_URL);
  const manifest: UserManifest = {
    // Name and description come from public/_locales, which the stores list in each language.
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
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
      browser_specific_settings: { gecko: GECKO_SETTINGS, gecko_android: GECKO_ANDROID_SETTINGS },
    };
  }
  const chrome = { ...manifest, minimum_chrome_version: MIN_CHROME_VERSION };
  // The Web Store refuses a `key`; it assigns the published id, which the API's EXTENSION_IDS must list.
  return store ? chrome : { ...chrome, key: CHROME_PUBLIC_KEY };
}
