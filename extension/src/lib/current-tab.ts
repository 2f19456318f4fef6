import { browser, type Browser } from 'wxt/browser';

export type CurrentTab =
  | { readable: true; id: number; title: string; url: string; host: string }
  | { readable: false };

type TabInfo = Pick<Browser.tabs.Tab, 'id' | 'title' | 'url'>;

const UNREADABLE: CurrentTab = { readable: false };

/**
 * A popup opened as an ordinary tab (as the e2e tests do) would see itself as the active tab,
 * so `?tabId=<n>` names the page it stands for.
 */
export function tabIdFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('tabId');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

async function findTab(search: string): Promise<TabInfo | undefined> {
  const tabId = tabIdFromSearch(search);
  if (tabId !== undefined) return browser.tabs.get(tabId);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab;
}

/** Only web pages can be saved; browser pages (chrome://, about:) hide their title and URL anyway. */
export function describeTab(tab: TabInfo | undefined): CurrentTab {
  const title = tab?.title?.trim();
  if (tab?.id === undefined || !title || !tab.url) return UNREADABLE;
  let url: URL;
  try {
    url = new URL(tab.url);
  } catch {
    return UNREADABLE;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return UNREADABLE;
  return { readable: true, id: tab.id, title, url: url.href, host: url.host };
}

export async function getCurrentTab(search: string): Promise<CurrentTab> {
  try {
    return describeTab(await findTab(search));
  } catch {
    // tabs.get rejects for a tab that has closed since the popup was opened.
    return UNREADABLE;
  }
}
