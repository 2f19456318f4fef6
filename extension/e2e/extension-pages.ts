import { EXTENSION_DEV_ID } from '@trail/shared';
import type { Browser, Page } from 'puppeteer';

export const popupUrl = `chrome-extension://${EXTENSION_DEV_ID}/popup.html`;

/** The little of the extension API the tests call inside extension pages. */
interface ExtensionGlobals {
  chrome: {
    tabs: { query(filter: { url: string }): Promise<{ id?: number }[]> };
    storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
  };
}

/**
 * Opens the popup for the tab showing `pageUrl`. A popup opened as a tab would see itself as the
 * active tab, so it is given the target tab's id, as the real popup never needs.
 */
export async function openPopupFor(browser: Browser, pageUrl: string): Promise<Page> {
  const popup = await browser.newPage();
  await popup.goto(popupUrl);
  const tabId = await popup.evaluate(
    async (url) => {
      const [found] = await (globalThis as unknown as ExtensionGlobals).chrome.tabs.query({ url });
      return found?.id;
    },
    pageUrl,
  );
  if (tabId === undefined) throw new Error(`No tab shows ${pageUrl}`);
  await popup.goto(`${popupUrl}?tabId=${tabId}`);
  return popup;
}

/** The value of one of the extension's stored items (WXT keeps `local:x` under the key `x`). */
export async function storedItem(popup: Page, key: string): Promise<unknown> {
  return popup.evaluate(async (name) => {
    const chrome = (globalThis as unknown as ExtensionGlobals).chrome;
    return (await chrome.storage.local.get(name))[name] ?? null;
  }, key);
}
