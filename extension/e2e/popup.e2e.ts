import { EXTENSION_DEV_ID } from '@trail/shared';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { serveTestPage } from './test-page-server';

const extensionDir = fileURLToPath(new URL('../.output/chrome-mv3', import.meta.url));
const popupUrl = `chrome-extension://${EXTENSION_DEV_ID}/popup.html`;

/** The little of the extension API the test calls inside the popup page. */
interface ExtensionGlobals {
  chrome: { tabs: { query(filter: { url: string }): Promise<{ id?: number }[]> } };
}

let browser: Browser;
let page: Awaited<ReturnType<typeof serveTestPage>>;

beforeAll(async () => {
  page = await serveTestPage('Intro to SQL joins');
  browser = await puppeteer.launch(chromiumLaunchOptions({ extensionDir }));
});

afterAll(async () => {
  await browser?.close();
  await page?.close();
});

it('loads the built extension under its fixed id, popup and all', async () => {
  const popup = await browser.newPage();
  await popup.goto(popupUrl);
  const heading = await popup.waitForSelector('h1');
  expect(await heading?.evaluate((el) => el.textContent)).toBe('Save to Trail');
  await popup.close();
});

it("opens the popup showing the current tab's title and host", async () => {
  const tab = await browser.newPage();
  await tab.goto(page.url);

  // A popup opened as a tab would see itself as the active tab, so it is given the target tab's id.
  const popup = await browser.newPage();
  await popup.goto(popupUrl);
  const tabId = await popup.evaluate(async (url) => {
    const { tabs } = (globalThis as unknown as ExtensionGlobals).chrome;
    const [found] = await tabs.query({ url });
    return found?.id;
  }, page.url);
  expect(tabId).toEqual(expect.any(Number));

  await popup.goto(`${popupUrl}?tabId=${tabId}`);
  const title = await popup.waitForSelector('[data-testid="tab-title"]');
  expect(await title?.evaluate((el) => el.textContent)).toBe('Intro to SQL joins');
  const host = await popup.$eval('[data-testid="tab-host"]', (el) => el.textContent);
  expect(host).toBe(page.host);
});
