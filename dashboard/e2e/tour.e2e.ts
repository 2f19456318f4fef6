import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { signInBrowser, signUpViaApi } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

async function openHome(width: number): Promise<Page> {
  const account = await signUpViaApi(apiUrl);
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width, height: 900 });
  await signInBrowser(page, dashboardUrl, account.token);
  await page.waitForSelector('nav[aria-label="Dashboard"]');
  return page;
}

// A locator waits until the element is attached, visible and still: views re-render as their data arrives.
const click = (page: Page, selector: string) => page.locator(selector).click();
const waitForStep = (page: Page, step: number) => page.waitForSelector(`[role="dialog"] ::-p-text(Step ${step} of 16)`);

it('walks a new learner through all 17 steps at 1280 px, advancing on the views steps 11, 13 and 15 point at', async () => {
  const page = await openHome(1280);
  await page.waitForSelector('[role="dialog"] ::-p-text(Welcome to Trail)');
  await click(page, 'button::-p-text(Start the tour)');

  for (let step = 1; step <= 16; step += 1) {
    await waitForStep(page, step);
    if (step === 11) await click(page, 'nav[aria-label="Dashboard"] a::-p-text(Learning history)');
    else if (step === 13) await click(page, 'nav[aria-label="Dashboard"] a::-p-text(Wishlist)');
    else if (step === 15) await click(page, 'nav[aria-label="Dashboard"] a::-p-text(Settings)');
    else await click(page, '[role="dialog"] button::-p-text(Next)');
  }
  expect(new URL(page.url()).pathname).toBe('/settings');

  await page.waitForSelector('[role="dialog"] ::-p-text(Save from anywhere)');
  expect(await page.$('[role="dialog"] a::-p-text(Download the extension)')).not.toBeNull();
  await click(page, '[role="dialog"] button::-p-text(Cancel)');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  expect(await page.evaluate(() => localStorage.getItem('tutorial'))).toBe('true');

  await click(page, 'button::-p-text(Retake the tour)');
  await page.waitForSelector('[role="dialog"] ::-p-text(Welcome to Trail)');
  expect(new URL(page.url()).pathname).toBe('/');
  await page.close();
});

it('shows no tour on a 1024 px screen', async () => {
  const page = await openHome(1024);
  await page.waitForSelector('main h1');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await page.$('[role="dialog"]')).toBeNull();
  await page.close();
});
