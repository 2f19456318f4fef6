import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { byRole, click, waitForText } from './support/learner-actions';
import { signInBrowser, signUpViaApi } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
  page = await browser.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
});
afterAll(() => browser?.close());

async function save(token: string, title: string, type: string, link: string) {
  const response = await fetch(`${apiUrl}/learning`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, link, type }),
  });
  expect(response.status).toBe(201);
}

const inProgressTitles = () =>
  page.$$eval('#in-progress article h3', (titles) => titles.map((title) => title.textContent?.replace(' (opens in a new tab)', '')));

it('shows Home on a 375 px phone with the type chips and the mobile menu', async () => {
  const account = await signUpViaApi(apiUrl);
  await save(account.token, 'Figma auto layout', 'Video', 'https://www.youtube.com/watch?v=auto-layout');
  await save(account.token, 'Google UX certificate', 'Course', 'https://www.coursera.org/ux');
  await save(account.token, 'Laws of UX', 'Article', 'https://lawsofux.com/');

  await signInBrowser(page, dashboardUrl, account.token, '/');
  await waitForText(page, 'Laws of UX', { selector: '#in-progress' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect((await inProgressTitles()).sort()).toEqual(['Figma auto layout', 'Google UX certificate', 'Laws of UX']);

  await click(page, 'button', 'Courses', '#in-progress');
  await page.waitForFunction(() => document.querySelectorAll('#in-progress article').length === 1);
  expect(await inProgressTitles()).toEqual(['Google UX certificate']);
  await click(page, 'button', 'Videos', '#in-progress');
  await page.waitForFunction(() => document.querySelector('#in-progress article')?.textContent?.includes('Figma'));
  await click(page, 'button', 'All', '#in-progress');
  await page.waitForFunction(() => document.querySelectorAll('#in-progress article').length === 3);

  // The side navigation folds into a menu on phones: it opens, leads to a view, and closes.
  const menuButton = await page.locator('button[aria-controls][aria-expanded]').waitHandle();
  expect(await menuButton.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('false');
  await menuButton.click();
  await page.waitForFunction(() => document.querySelector('button[aria-controls][aria-expanded]')?.getAttribute('aria-expanded') === 'true');
  await page.locator(`#dashboard-sidebar ${byRole('link', 'Wishlist')}`).click();
  await page.waitForFunction(() => location.pathname === '/wishlist');
  await waitForText(page, 'Your wishlist is empty!');
  expect(await menuButton.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('false');
});

it('shows the /pathway dashboard on a 375 px phone: menu, a view by URL, Back', async () => {
  const account = await signUpViaApi(apiUrl);
  await signInBrowser(page, dashboardUrl, account.token, '/pathway');
  await waitForText(page, 'No Upcoming Event');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const menuButton = await page.locator('button[aria-controls="dashboard-sidebar"]').waitHandle();
  await menuButton.click();
  await page.waitForFunction(() => document.querySelector('button[aria-controls="dashboard-sidebar"]')?.getAttribute('aria-expanded') === 'true');
  await page.locator(`#dashboard-sidebar ${byRole('link', 'Profile')}`).click();
  await page.waitForFunction(() => location.search === '?view=profile');
  await page.waitForSelector('main form');
  expect(await menuButton.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('false');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/pathway' && location.search === '');
  await waitForText(page, 'No Upcoming Event');
});
