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
