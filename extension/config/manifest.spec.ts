// @vitest-environment node
import { readFileSync } from 'node:fs';
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

  it('pins the Chrome id with the key and needs Chrome 120 for 30-second alarms', () => {
    const manifest = buildManifest('chrome', {});
    expect(manifest.key).toBe(CHROME_PUBLIC_KEY);
    expect(manifest.minimum_chrome_version).toBe('120');
    expect(manifest.browser_specific_settings).toBeUndefined();
  });

  it('names itself through _locales, which exist for the default locale', () => {
    const manifest = buildManifest('chrome', {});
    expect(manifest).toMatchObject({ name: '__MSG_extName__', description: '__MSG_extDescription__', default_locale: 'en' });
    const messages = JSON.parse(readFileSync(new URL('../public/_locales/en/messages.json', import.meta.url), 'utf8'));
    expect(messages.extName.message).toBe('Trail');
    // The Chrome Web Store cuts descriptions at 132 characters.
    expect(messages.extDescription.message.length).toBeLessThanOrEqual(132);
  });

  describe('store build (TRAIL_STORE_BUILD=1)', () => {
    const production = { TRAIL_STORE_BUILD: '1', WXT_API_URL: 'https://api.trail.ng/api/v1', WXT_DASHBOARD_URL: 'https://trail.ng' };

    it('carries no key, which the Web Store refuses, and only the production API host', () => {
      const manifest = buildManifest('chrome', production);
      expect(manifest.key).toBeUndefined();
      expect(manifest.host_permissions).toEqual(['https://api.trail.ng/*']);
    });

    it.each([
      [{ WXT_API_URL: undefined }, /WXT_API_URL is required/],
      [{ WXT_API_URL: 'http://api.trail.ng/api/v1' }, /WXT_API_URL must be https/],
      [{ WXT_API_URL: 'https://localhost:5000/api/v1' }, /must not point at this machine/],
      [{ WXT_DASHBOARD_URL: 'https://127.0.0.1:5173' }, /WXT_DASHBOARD_URL must not point at this machine/],
      [{ WXT_DASHBOARD_URL: '' }, /WXT_DASHBOARD_URL is required/],
    ])('refuses local or missing URLs: %o', (override, message) => {
      expect(() => buildManifest('chrome', { ...production, ...override })).toThrow(message);
    });
  });

  it('gives Firefox a gecko id and no key', () => {
    const manifest = buildManifest('firefox', {});
    expect(manifest.key).toBeUndefined();
    expect(manifest.browser_specific_settings?.gecko).toEqual({
      id: FIREFOX_EXTENSION_ID,
      strict_min_version: '140.0',
      data_collection_permissions: { required: ['authenticationInfo', 'websiteContent'] },
    });
    expect(manifest.browser_specific_settings?.gecko_android).toEqual({ strict_min_version: '142.0' });
  });
});
