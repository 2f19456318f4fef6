import puppeteer, { PredefinedNetworkConditions, type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { byRole } from './support/learner-actions';
import { HYDRATED, newPage } from './support/pages';
import { signUpViaApi, type TestAccount } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

let browser: Browser;
let learner: TestAccount;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
  learner = await signUpViaApi(apiUrl, { firstName: 'Chidi', lastName: 'Eze' });
}, 120_000);
afterAll(() => browser?.close());

/**
 * A signed-in learner on a slow phone (the CPU 4× slower, slow 4G) who opens `path` straight from a link and
 * taps `button` the moment it is on screen: before the page's code has arrived, while React takes the page
 * over, or while the rest of the signed-in shell is still loading.
 */
async function tapOnArrival(path: string, button: string): Promise<Page> {
  // The tour needs a screen wider than 1200 px (tour-logic.ts).
  const page = await newPage(browser, { width: 1280, height: 900 });
  // localStorage belongs to the origin: store the session from a page of the dashboard, then slow the phone down.
  await page.goto(`${dashboardUrl}/about`);
  await page.evaluate((token) => localStorage.setItem('token', token), learner.token);
  await page.emulateCPUThrottling(4);
  await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 4G']);
  await page.goto(`${dashboardUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await page.locator(byRole('button', button)).setTimeout(60_000).click();
  return page;
}

/** One tap is enough: the page moves on without a second one. */
async function answeredBy(page: Page, path: string, shown: string): Promise<void> {
  await page.waitForFunction((expected) => location.pathname === expected, { timeout: 30_000 }, path);
  await page.waitForSelector(shown, { timeout: 30_000 });
  await page.browserContext().close();
}

const TEN_TIMES = Array.from({ length: 10 }, (_, index) => index + 1);

describe('a tap the moment a button shows, on a slow phone, is never lost', () => {
  it.each(TEN_TIMES)('Get Started on a pathway page opened signed in starts the pathway (%i of 10)', async () => {
    const page = await tapOnArrival('/pathway/product-design', 'Get Started');
    await answeredBy(page, '/pathway/product-design/start', byRole('textbox', 'Title'));
  }, 120_000);

  it.each(TEN_TIMES)('Retake the tour on Settings opened directly opens Home with the tour (%i of 10)', async () => {
    const page = await tapOnArrival('/settings', 'Retake the tour');
    await answeredBy(page, '/', '[role="dialog"] ::-p-text(Welcome to Trail)');
  }, 120_000);

  it.each(TEN_TIMES)('Log Out on Settings opened directly signs out (%i of 10)', async () => {
    const page = await tapOnArrival('/settings', 'Log Out');
    await answeredBy(page, '/signin', 'form');
  }, 120_000);
});

describe('a signed-in tap while React takes a pre-rendered page over', () => {
  it("starts the pathway when Get Started is tapped after the entry has run but before the page's chunk has arrived", async () => {
    const page = await newPage(browser);
    await page.goto(`${dashboardUrl}/about`);
    await page.evaluate((token) => localStorage.setItem('token', token), learner.token);
    // The page's own chunks are held back until the button has been tapped; the entry arrives.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (/\/assets\/(?!index-)[^/]+\.js$/.test(request.url())) void released.then(() => request.continue());
      else void request.continue();
    });
    await page.goto(`${dashboardUrl}/pathway/product-design`, { waitUntil: 'domcontentloaded' });
    // React has taken the root (it marks its container), and the session is stored: the view it is taking
    // over was rendered for a visitor, so the session must wait until the page is React's.
    await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
    await page.click('button::-p-text(Get Started)');
    expect(await page.$(HYDRATED)).toBeNull();
    release();
    await answeredBy(page, '/pathway/product-design/start', byRole('textbox', 'Title'));
  }, 60_000);
});
