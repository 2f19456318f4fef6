import { browser } from 'wxt/browser';
import type { PageDraft } from '../../lib/messaging';
import { draftFromPage, readPageMetadata, type PageMetadata } from './page-draft';

/** The tab the learner means: the one named, else the active tab of the focused window. */
export async function findTab(tabId?: number) {
  try {
    if (tabId !== undefined) return await browser.tabs.get(tabId);
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab;
  } catch {
    return undefined; // the tab closed meanwhile
  }
}

/** Reads the page's og: tags and canonical link; the tab's own title and URL are enough when it cannot. */
async function readMetadata(tabId: number): Promise<PageMetadata> {
  try {
    const [result] = await browser.scripting.executeScript({ target: { tabId }, func: readPageMetadata });
    return (result?.result as PageMetadata | undefined) ?? {};
  } catch {
    return {}; // no access (e.g. a store page, or no activeTab grant)
  }
}

export async function draftForTab(tab: { id?: number; url?: string; title?: string } | undefined): Promise<PageDraft | null> {
  if (!tab?.url || tab.id === undefined) return null;
  if (!/^https?:/.test(tab.url)) return null;
  return draftFromPage(tab, await readMetadata(tab.id));
}
