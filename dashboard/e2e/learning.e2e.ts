import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { byRole, click, fill, tileCounts, waitForText } from './support/learner-actions';
import { signInBrowser, signUpViaApi } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');
const TITLE = 'Window functions in SQL, explained';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
  page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  // The guided tour would cover the views this test drives; it has its own e2e test.
  await page.evaluateOnNewDocument(() => localStorage.setItem('tourSkipped', 'true'));
});
afterAll(() => browser?.close());

async function addResource(opener: string, fields: { title: string; link: string; skill?: string }) {
  await click(page, 'button', opener);
  const dialog = '[role="dialog"]';
  await page.waitForSelector(dialog);
  await fill(page, 'Title', fields.title, dialog);
  await fill(page, 'URL link', fields.link, dialog);
  if (fields.skill) {
    await fill(page, 'Micro skills', fields.skill, dialog, 'combobox'); // it suggests from the skills list
    await page.keyboard.press('Enter');
  }
  await click(page, 'button', 'Save resource', dialog);
  await page.waitForSelector(dialog, { hidden: true });
}

it('takes a new learner from adding a resource through wishlist, history filters, to-dos and reminders', async () => {
  const account = await signUpViaApi(apiUrl, { firstName: 'Ada' });
  await signInBrowser(page, dashboardUrl, account.token, '/');
  await waitForText(page, 'Welcome back, Ada', { selector: 'h1' });

  await addResource('Add resource', { title: TITLE, link: 'https://www.youtube.com/watch?v=sql-window', skill: 'SQL' });
  await waitForText(page, TITLE, { selector: '#in-progress' });
  await page.waitForFunction(() => document.querySelector('[data-tour="tiles"]')?.textContent?.includes('1In Progress'));
  expect(await tileCounts(page)).toMatchObject({ 'In Progress': '1', History: '1', Wishlist: '0' });
  expect(await page.$eval('#in-progress .resource-meta', (meta) => meta.textContent)).toContain('Video · youtube.com');

  await click(page, 'button', 'Move to wishlist', '#in-progress');
  await waitForText(page, TITLE, { selector: '[data-tour="wishlist-panel"]' });
  await waitForText(page, TITLE, { selector: '#in-progress', present: false });
  await page.waitForFunction(() => document.querySelector('[data-tour="tiles"]')?.textContent?.includes('1Wishlist'));

  await click(page, 'button', 'Move to learning', '[data-tour="wishlist-panel"]');
  await waitForText(page, TITLE, { selector: '#in-progress' });

  await page.goto(`${dashboardUrl}/history`);
  const filters = '[data-tour="history-filters"]';
  await waitForText(page, TITLE, { selector: 'main' });
  await click(page, 'checkbox', 'podcast', filters);
  await click(page, 'button', 'Apply filters', filters);
  await waitForText(page, 'No Resource found under these filters');
  await click(page, 'checkbox', 'podcast', filters);
  await click(page, 'checkbox', 'video', filters);
  await fill(page, 'Micro skill', 'SQL', filters);
  await fill(page, 'Source', 'youtube.com', filters);
  await click(page, 'button', 'Apply filters', filters);
  await waitForText(page, TITLE, { selector: 'main' });

  await page.goto(`${dashboardUrl}/plan`);
  await fill(page, 'New to-do', 'Practise RANK() on my own data');
  await click(page, 'button', 'Add to-do');
  await click(page, 'checkbox', 'Practise RANK() on my own data');
  await waitForText(page, 'Practise RANK() on my own data', { present: false });

  await addResource('Add a reminder', { title: 'Excel pivot tables', link: 'https://example.com/pivot-tables' });
  await click(page, 'checkbox', 'Excel pivot tables');
  await waitForText(page, 'Excel pivot tables', { present: false });
  const reminderState = await (
    await fetch(`${apiUrl}/learning?view=reminders`, { headers: { Authorization: `Bearer ${account.token}` } })
  ).json();
  expect(reminderState).toMatchObject({ items: [], hasMore: false });
});

it('shows a long history six at a time: Show more brings the next ones, each once, newest first', async () => {
  const account = await signUpViaApi(apiUrl);
  const titles = Array.from({ length: 14 }, (_, i) => `Saved page ${i + 1}`);
  for (const [i, title] of titles.entries()) {
    const response = await fetch(`${apiUrl}/learning`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ title, link: `https://example.com/page/${i + 1}`, type: 'Article' }),
    });
    expect(response.status).toBe(201);
  }
  await signInBrowser(page, dashboardUrl, account.token, '/history');
  // A card's heading is its link, which says it opens a new tab.
  const shownTitles = () => page.$$eval('main article h3', (headings) => headings.map((h) => h.textContent?.trim()));
  await page.waitForFunction(() => document.querySelectorAll('main article').length === 6);

  await click(page, 'button', 'Show more');
  await page.waitForFunction(() => document.querySelectorAll('main article').length === 12);
  await click(page, 'button', 'Show more');
  await page.waitForFunction(() => document.querySelectorAll('main article').length === 14);

  expect(await shownTitles()).toEqual([...titles].reverse().map((title) => `${title} (opens in a new tab)`));
  expect(await page.$(byRole('button', 'Show more'))).toBeNull();
});
