import type { AuthResponse, LearningResource, Page as ResultPage } from '@trail/shared';
import { randomUUID } from 'node:crypto';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { freePort, startStack, type Stack } from '../../scripts/lib/stack.mjs';
import { buildExtensionFor } from './build-extension';
import { openPopupFor, storedItem } from './extension-pages';
import { LESSON_TITLE, serveTestPages } from './test-page-server';

let stack: Stack;
let browser: Browser;
let pages: Awaited<ReturnType<typeof serveTestPages>>;
const learner = { email: `learner-${randomUUID().slice(0, 8)}@example.com`, password: 'correct-horse-battery' };
let token: string;

beforeAll(async () => {
  stack = await startStack({
    apiPort: await freePort(),
    dashboardPort: await freePort(),
    dashboard: 'preview',
    fresh: true,
    silent: true,
  });
  const extensionDir = await buildExtensionFor(stack);
  pages = await serveTestPages();
  browser = await puppeteer.launch(chromiumLaunchOptions({ extensionDir }));
  const response = await fetch(`${stack.apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...learner, firstName: 'Ada', lastName: 'Obi', birthMonth: '1990-01' }),
  });
  token = ((await response.json()) as AuthResponse).token;
});

afterAll(async () => {
  await browser?.close();
  await pages?.close();
  await stack?.stop();
});

/** The learner's saved resources for a link, read straight from the API. */
async function savedWithLink(link: string): Promise<LearningResource[]> {
  const response = await fetch(`${stack.apiUrl}/learning?view=history&limit=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as ResultPage<LearningResource>;
  return items.filter((item) => item.link === link);
}

async function openTab(path: string): Promise<Page> {
  const tab = await browser.newPage();
  await tab.goto(pages.url(path));
  return tab;
}

const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent ?? '');
const value = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);

describe('the extension in Chromium against the real API and dashboard', () => {
  it('opens the dashboard sign-up, marked with the extension, when first installed', async () => {
    const target = await browser.waitForTarget((t) => t.url().includes('/signup?extension=exist'), { timeout: 15_000 });
    expect(target.url()).toBe(`${stack.dashboardUrl}/signup?extension=exist`);
  });

  it('offers to sign in while signed out', async () => {
    await openTab('/lesson');
    const popup = await openPopupFor(browser, pages.url('/lesson'));
    const button = await popup.waitForSelector('::-p-text(Sign in)');
    expect(button).not.toBeNull();
    expect(await popup.$('form')).toBeNull();
    await popup.close();
  });

  it('is signed in by signing in on the dashboard', async () => {
    const dashboard = await browser.newPage();
    await dashboard.goto(`${stack.dashboardUrl}/signin`);
    // The page is pre-rendered and readable before React owns it, which <html data-hydrated> says
    // (dashboard/src/config/entry-loader.ts): typed into before that, the form would not send what was typed.
    await dashboard.waitForSelector('html[data-hydrated]');
    await dashboard.type('input[type=email]', learner.email);
    await dashboard.type('input[type=password]', learner.password);
    await dashboard.click('button[type=submit]');

    const popup = await openPopupFor(browser, pages.url('/lesson'));
    await popup.waitForFunction(
      async () => {
        const chrome = (globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }).chrome;
        return Boolean((await chrome.storage.local.get('sessionToken')).sessionToken);
      },
      { timeout: 20_000 },
    );
    await popup.reload();
    expect(await popup.waitForSelector('form')).not.toBeNull();
    await popup.close();
  });

  it("fills the form from the page: og:title, canonical link, host and guessed type", async () => {
    const popup = await openPopupFor(browser, pages.url('/lesson'));
    await popup.waitForSelector('form');

    expect(await value(popup, 'form input:not([type])')).toBe(LESSON_TITLE);
    expect(await value(popup, 'input[type=url]')).toBe(pages.canonical('/lesson'));
    expect(await text(popup, '[data-testid="offered-by"]')).toBe('localhost');
    expect(await value(popup, 'select')).toBe('Video');
    await popup.close();
  });

  it('saves the page once, shows it, and says "already saved" the next time', async () => {
    const popup = await openPopupFor(browser, pages.url('/lesson'));
    await popup.waitForSelector('form');
    await popup.click('button[type=submit]');

    const result = await popup.waitForSelector('[data-testid="save-result"]');
    expect(await result?.evaluate((el) => el.textContent)).toContain('Saved to your learning');
    expect(await popup.$eval('[data-testid="save-result"] a', (a) => a.getAttribute('href'))).toBe(`${stack.dashboardUrl}/history`);
    const saved = await savedWithLink(pages.canonical('/lesson'));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ title: LESSON_TITLE, type: 'Video', offeredBy: 'localhost' });

    await popup.reload();
    const notice = await popup.waitForSelector('[data-testid="already-saved"]');
    expect(await notice?.evaluate((el) => el.textContent)).toContain('You already saved this page.');
    expect(await text(popup, 'button[type=submit]')).toBe('Update');
    expect(await savedWithLink(pages.canonical('/lesson'))).toHaveLength(1);
    await popup.close();
  });

  it('keeps a save made while the API is down and lands it exactly once when it is back', async () => {
    await openTab('/offline-lesson');
    await stack.stopApi();
    try {
      const popup = await openPopupFor(browser, pages.url('/offline-lesson'));
      await popup.waitForSelector('form');
      await popup.click('button[type=submit]');
      await popup.waitForSelector('[data-testid="queued"]');
      expect(await text(popup, '[data-testid="pending-saves"]')).toContain(LESSON_TITLE);
      expect(await storedItem(popup, 'saveQueue')).toHaveLength(1);
      await popup.close();
    } finally {
      await stack.startApi();
    }

    // Opening the popup sends what waits.
    const popup = await openPopupFor(browser, pages.url('/offline-lesson'));
    await expect.poll(() => savedWithLink(pages.canonical('/offline-lesson')), { timeout: 20_000 }).toHaveLength(1);
    await expect.poll(() => storedItem(popup, 'saveQueue'), { timeout: 10_000 }).toEqual([]);

    await popup.reload();
    await popup.waitForSelector('[data-testid="already-saved"]');
    expect(await popup.$('[data-testid="pending-saves"]')).toBeNull();
    expect(await savedWithLink(pages.canonical('/offline-lesson'))).toHaveLength(1);
    await popup.close();
  });

  it('is signed out by logging out on the dashboard', async () => {
    const dashboard = await browser.newPage();
    await dashboard.goto(`${stack.dashboardUrl}/settings`);
    // One tap, the moment Log Out shows: a tap is never lost (dashboard/e2e/slow-phone-taps.e2e.ts).
    await dashboard.locator('button::-p-text(Log Out)').click();
    await dashboard.waitForFunction(() => location.pathname === '/signin', { timeout: 15_000 });

    const popup = await openPopupFor(browser, pages.url('/lesson'));
    await expect.poll(() => storedItem(popup, 'sessionToken'), { timeout: 15_000 }).toBeNull();
    await popup.reload();
    expect(await popup.waitForSelector('::-p-text(Sign in)')).not.toBeNull();
    await popup.close();
  });
});
