import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { seriousViolations } from './support/axe';
import { signInBrowser, signUpViaApi, type TestAccount } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

let browser: Browser;
let account: TestAccount;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
  account = await signUpViaApi(apiUrl);
  // Something in every list, so the checks see cards, tiles and buttons rather than empty states.
  for (const [title, link, wishList, reminder] of [
    ['Intro to product discovery', 'https://www.youtube.com/watch?v=discovery', false, true],
    ['Writing user stories', 'https://example.com/user-stories', true, false],
  ] as const) {
    await fetch(`${apiUrl}/learning`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title, link, type: 'Article', wishList: { state: wishList }, reminder: { state: reminder } }),
    });
  }
  await fetch(`${apiUrl}/todo`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${account.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'Draft a problem statement' }),
  });
});
afterAll(() => browser?.close());

for (const [view, path, ready] of [
  ['Home', '/', '#in-progress article'],
  ['Learning plan', '/plan', '.activity-chart'],
  ['Learning history', '/history', 'main article'],
  ['Wishlist', '/wishlist', 'main article'],
  ['Settings', '/settings', 'main form'],
  ['the /pathway Home', '/pathway', 'main .pathway-card'],
  ['Mentorship Session', '/pathway?view=sessions', 'main .pathway-card'],
  ['the Pathway view', '/pathway?view=pathway', 'main .pathway-card'],
  ['Profile', '/pathway?view=profile', 'main form'],
  // A learner's view of the mentor pages: the application form and the admin view's refusal
  // (/mentor/availability sends a learner to /pathway Home, checked above).
  ['Become a mentor', '/mentor/apply', 'main form, main [role=alert]'],
  ['Admin (not an admin)', '/admin', 'main [role=alert]'],
] as const) {
  it(`finds no serious or critical accessibility problem on ${view}`, async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
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
