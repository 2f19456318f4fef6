import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { seriousViolations } from './support/axe';
import { signInBrowser, signUpViaApi, type TestAccount } from './support/session';
import { preferTheme, SIGNED_IN_VIEWS, seedLearner, THEMES } from './support/views';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

let browser: Browser;
let account: TestAccount;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
  account = await signUpViaApi(apiUrl);
  await seedLearner(apiUrl, account.token);
});
afterAll(() => browser?.close());

for (const [view, path, ready] of [
  ...SIGNED_IN_VIEWS,
  // A learner's view of the mentor pages: the application form and the admin view's refusal
  // (/mentor/availability sends a learner to /pathway Home, checked above).
  ['Become a mentor', '/mentor/apply', 'main form, main [role=alert]'],
  ['Admin (not an admin)', '/admin', 'main [role=alert]'],
] as const) {
  it.each(THEMES)(`finds no serious or critical accessibility problem on ${view} (%s)`, async (theme) => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await preferTheme(page, theme);
    await page.evaluateOnNewDocument(() => localStorage.setItem('tourSkipped', 'true'));
    await signInBrowser(page, dashboardUrl, account.token, path);
    await page.waitForSelector(ready, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
}

it('finds no serious or critical accessibility problem in the open add-resource modal', async () => {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(() => localStorage.setItem('tourSkipped', 'true'));
  await signInBrowser(page, dashboardUrl, account.token, '/');
  await page.locator('[data-tour="add-resource"]').click();
  await page.waitForSelector('[role="dialog"]');
  expect(await seriousViolations(page)).toEqual([]);
  await page.close();
});
