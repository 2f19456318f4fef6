import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { openPublicPage } from './support/pages';
import { signUpViaApi } from './support/session';

// Public pages load without react-router and the signed-in views with it (decision 0066): a visitor crossing
// from one to the other, and back with the browser's button, must stay in the same page load.
const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

const heading = (page: Page) => page.$eval('main h1', (h1) => h1.textContent ?? '');
const waitForPath = (page: Page, path: string) => page.waitForFunction((expected) => window.location.pathname === expected, {}, path);
const headerLink = (page: Page, name: string) => page.locator(`nav[aria-label="Main"] a::-p-text(${name})`).click();
/** A mark on the window that a full page load would wipe. */
const stillSamePageLoad = (page: Page) => page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true);

describe('client-side navigation between the public pages and the dashboard', () => {
  it('goes landing → about → sign in → dashboard → back to about without reloading', async () => {
    const account = await signUpViaApi(apiUrl);
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openPublicPage(page, `${dashboardUrl}/`);
    await page.waitForSelector("main h1::-p-text(Close your team's skill gaps)");
    await page.evaluate(() => Object.assign(window, { sameLoad: true }));

    await headerLink(page, 'About us');
    await waitForPath(page, '/about');
    await page.waitForSelector('main h1::-p-text(About Trail)');

    await headerLink(page, 'Log in');
    await waitForPath(page, '/signin');
    const email = await page.waitForSelector('::-p-aria(E-mail)');
    await email?.type(account.user.email);
    await (await page.waitForSelector('::-p-aria(Password)'))?.type(account.password);
    await page.locator('button[type="submit"]::-p-text(Log in)').click();

    await page.waitForSelector('nav[aria-label="Dashboard"]');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await stillSamePageLoad(page)).toBe(true);

    await page.goBack();
    await waitForPath(page, '/about');
    await page.waitForSelector('main h1::-p-text(About Trail)');
    expect(await heading(page)).toBe('About Trail');
    expect(await stillSamePageLoad(page)).toBe(true);

    await page.goForward();
    await page.waitForSelector('nav[aria-label="Dashboard"]');
    expect(await stillSamePageLoad(page)).toBe(true);
    await page.browserContext().close();
  });

  it('shows the 404 for an unknown path and leads home from it in place', async () => {
    // A context of its own: no session from the test above, so / is the landing page.
    const page = await (await browser.createBrowserContext()).newPage();
    await openPublicPage(page, `${dashboardUrl}/no-such/page`);
    await page.waitForSelector('main h1::-p-text(You got the wrong page)');
    await page.evaluate(() => Object.assign(window, { sameLoad: true }));
    await page.locator('main a::-p-text(Go to the home page)').click();
    await page.waitForSelector("main h1::-p-text(Close your team's skill gaps)");
    expect(await stillSamePageLoad(page)).toBe(true);
    await page.browserContext().close();
  });
});
