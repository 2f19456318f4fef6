import type { Browser, Page } from 'puppeteer';

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
