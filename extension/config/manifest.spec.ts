// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHROME_PUBLIC_KEY } from './chrome-key';
import { buildManifest, FIREFOX_EXTENSION_ID } from './manifest';

describe('buildManifest', () => {
  it('asks only for activeTab, storage, contextMenus, alarms, scripting and the API host', () => {
    for (const browser of ['chrome', 'firefox']) {
      const manifest = buildManifest(browser, { WXT_API_URL: 'https://api.trail.ng/api/v1' });
      expect(manifest.permissions).toEqual(['activeTab', 'storage', 'contextMenus', 'alarms', 'scripting']);
      expect(manifest.host_permissions).toEqual(['https://api.trail.ng/*']);
      expect(JSON.stringify(manifest)).not.toMatch(/<all_urls>|\*:\/\/\*\//);
      expect(manifest.optional_permissions).toBeUndefined();
      expect(manifest.externally_connectable).toBeUndefined();
    }
  });

  it('saves the page on Alt+Shift+S', () => {
    expect(buildManifest('chrome', {}).commands).toEqual({
      'save-page': { suggested_key: { default: 'Alt+Shift+S' }, description: 'Save this page to Trail' },
    });
  });

  it('defaults the API host to the local API', () => {
    expect(buildManifest('chrome', {}).host_permissions).toEqual(['http://localhost/*']);
  });

  it('pins the Chrome id with the key', () => {
    const manifest = buildManifest('chrome', {});
    expect(manifest.key).toBe(CHROME_PUBLIC_KEY);
    expect(manifest.browser_specific_settings).toBeUndefined();
  });

  it('gives Firefox a gecko id and no key', () => {
    const manifest = buildManifest('firefox', {});
    expect(manifest.key).toBeUndefined();
    expect(manifest.browser_specific_settings?.gecko).toEqual({
      id: FIREFOX_EXTENSION_ID,
      strict_min_version: '109.0',
      data_collection_permissions: { required: ['authenticationInfo', 'websiteContent'] },
    });
  });
});
