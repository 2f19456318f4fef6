import type { Browser } from 'wxt/browser';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/** Opens a tab in fakeBrowser; its tabs.create ignores `title`, so the title is set by an update. */
export async function openTab(url: string, title?: string): Promise<number> {
  const tab = await fakeBrowser.tabs.create({ url });
  if (tab.id === undefined) throw new Error('fakeBrowser created a tab without an id');
  if (title !== undefined) {
    await fakeBrowser.tabs.update(tab.id, { url, title } as Browser.tabs.UpdateProperties);
  }
  return tab.id;
}

/**
 * fakeBrowser has no way to mark a tab active, so the active-tab query is answered with the given
 * tab; other queries still go to fakeBrowser.
 */
export function makeActiveTab(tabId: number): void {
  const query = fakeBrowser.tabs.query.bind(fakeBrowser.tabs);
  vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation(async (info) => {
    if (info.active === true && info.currentWindow === true) {
      const tab = await fakeBrowser.tabs.get(tabId);
      return tab ? [tab] : [];
    }
    return query(info);
  });
}
