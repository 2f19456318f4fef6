import type { Browser, Page } from 'puppeteer';
import { HYDRATED_ATTRIBUTE } from '../../src/config/entry-loader';

/** The selector that matches once React owns the page in view. */
export const HYDRATED = `html[${HYDRATED_ATTRIBUTE}]`;

export interface NewPageOptions {
  width?: number;
  height?: number;
  /** An IANA zone the page believes it is in (e.g. the learner's, for times on screen). */
  timeZone?: string;
}

/** A tab in its own browser context (no session leaks between tests), with the first-visit tour already skipped. */
export async function newPage(browser: Browser, { width = 1280, height = 900, timeZone }: NewPageOptions = {}): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width, height });
  if (timeZone) await page.emulateTimezone(timeZone);
  await page.evaluateOnNewDocument(() => localStorage.setItem('tourSkipped', 'true'));
  return page;
}

/**
 * Opens a public page and waits until React owns it, as a person waits until a page responds. A pre-rendered page
 * is readable before its scripts are even asked for (src/config/entry-loader.ts), so its load event comes first:
 * a click or a keystroke then would reach no handler.
 */
export async function openPublicPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(HYDRATED);
}

/**
 * Opens `url` on a phone-sized screen, counting layout shifts and every console error from the start;
 * `onRequest` sees the URL of every request the page makes.
 */
export async function openCounting(
  browser: Browser,
  url: string,
  { javaScript = true, onRequest }: { javaScript?: boolean; onRequest?: (url: string) => void } = {},
): Promise<{ page: Page; errors: string[] }> {
  // A context of its own: no session or cache from another test.
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 375, height: 700, isMobile: true });
  await page.setJavaScriptEnabled(javaScript);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The wake-up ping and other API calls are not what this test is about; React's and the CSP's words are.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  if (onRequest) page.on('request', (request) => onRequest(request.url()));
  await page.evaluateOnNewDocument(() => {
    const counter = window as unknown as { layoutShift: number };
    counter.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) counter.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  return { page, errors };
}
