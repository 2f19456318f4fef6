import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { prerenderedPages } from '../scripts/prerender.mjs';
import { HYDRATED, openCounting } from './support/pages';
import { signInBrowser, signUpViaApi } from './support/session';

const dashboardUrl = inject('dashboardUrl');
const apiUrl = inject('apiUrl');
const HEADINGS: Record<string, string> = {
  '/': "Close your team's skill gaps",
  '/about': 'About Trail',
  '/about/privacy': 'Privacy Policy',
  '/individuals': 'Learn with purpose',
  '/waitlist': 'Join the waitlist',
  '/signin': 'Welcome to the Organized Side of Learning',
  '/signup': 'Accelerate your career growth',
  '/resetpassword': 'Reset your password',
};

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

describe('pre-rendered public pages', () => {
  it('covers every page the issue names that is not data-driven', () => {
    expect(prerenderedPages().map((page) => page.path).sort()).toEqual(Object.keys(HEADINGS).sort());
  });

  it.each(Object.entries(HEADINGS))('%s arrives as HTML that already holds its heading', async (path, heading) => {
    const html = await (await fetch(`${dashboardUrl}${path}`)).text();
    expect(html).toContain('<div id="root"><div class="public-layout">');
    expect(html.replace(/&#x27;/g, "'")).toContain(heading);
    expect(html).not.toMatch(/ style="/);
  });

  it.each(Object.entries(HEADINGS))('%s is readable with JavaScript off', async (path, heading) => {
    const { page } = await openCounting(browser, `${dashboardUrl}${path}`, { javaScript: false });
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toContain(heading.slice(0, 20));
    expect(await page.$eval('footer', (footer) => footer.checkVisibility())).toBe(true);
    await page.browserContext().close();
  });

  it.each(Object.keys(HEADINGS))('%s hydrates without an error and without moving', async (path) => {
    const { page, errors } = await openCounting(browser, `${dashboardUrl}${path}`);
    // The page works: the phone menu opens, which needs React's handlers on the pre-rendered button.
    await page.click('.menu-toggle');
    await page.waitForSelector('.site-menu[data-open="true"]');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(errors).toEqual([]);
    expect(shift).toBeLessThanOrEqual(0.02);
    await page.browserContext().close();
  });

  it.each(['/about', '/signin'])('%s asks for its scripts only after its first paint, and says when React owns it', async (path) => {
    const { page } = await openCounting(browser, `${dashboardUrl}${path}`);
    await page.waitForSelector(HYDRATED);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThan(paint!);
    await page.browserContext().close();
  });

  it.each([
    ['chosen Dark on this device', 'light', 'dark'],
    ['a system in dark mode', 'dark', null],
    ['chosen Light on a system in dark mode', 'dark', 'light'],
  ] as const)('paints in the right theme from the first frame: %s', async (_, system, choice) => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: system }]);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    await page.evaluateOnNewDocument((stored) => {
      if (stored) localStorage.setItem('theme', stored);
      // Before the entry is even asked for (config/entry-loader.ts adds it after the first frame): the HTML's own paint.
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstBackground: string }).firstBackground = getComputedStyle(document.documentElement).backgroundColor;
      }, { once: true, capture: true });
    }, choice);
    await page.goto(`${dashboardUrl}/about`, { waitUntil: 'networkidle0' });
    const expected = (choice ?? system) === 'dark' ? 'rgb(18, 20, 23)' : 'rgb(255, 255, 255)';
    expect(await page.evaluate(() => (window as unknown as { firstBackground: string }).firstBackground)).toBe(expected);
    // The theme script ran under the page's policy (a refused inline script is a console error).
    expect(errors).toEqual([]);
    expect(await page.$eval('footer select', (select) => (select as HTMLSelectElement).value)).toBe(choice ?? 'system');
    await page.browserContext().close();
  });

  it('a pre-rendered form cannot be sent before React owns it (a native GET would put the password in the URL)', async () => {
    const html = await (await fetch(`${dashboardUrl}/signin`)).text();
    expect(html).toMatch(/<button type="submit" disabled=""/);
    const { page } = await openCounting(browser, `${dashboardUrl}/signin`);
    await page.waitForSelector('form button[type="submit"]:not([disabled])');
    await page.browserContext().close();
  });

  it('a signed-in learner opening / gets Home, never the landing page', async () => {
    const account = await signUpViaApi(apiUrl);
    const page = await (await browser.createBrowserContext()).newPage();
    await signInBrowser(page, dashboardUrl, account.token, '/');
    await page.waitForSelector('nav[aria-label="Dashboard"]');
    expect(await page.$eval('body', (body) => body.textContent)).not.toContain("Close your team's skill gaps");
    // The router and the dashboard's layout were asked for beside the entry, before it ran and asked for them.
    const requested = await page.$$eval('head link[rel="modulepreload"], head script[type="module"]', (tags) =>
      tags.map((tag) => (tag instanceof HTMLScriptElement ? `entry ${tag.src}` : (tag.getAttribute('href') ?? ''))),
    );
    const entryRun = requested.findIndex((tag) => tag.startsWith('entry '));
    expect(requested.slice(0, entryRun).some((href) => href.includes('/assets/router-'))).toBe(true);
    expect(requested.slice(0, entryRun).some((href) => href.includes('/assets/layout-'))).toBe(true);
    await page.browserContext().close();
  });

  it('a signed-in view served the landing page as its fallback renders itself', async () => {
    const { page, errors } = await openCounting(browser, `${dashboardUrl}/history`);
    await page.waitForFunction(() => location.pathname === '/signin');
    await page.waitForSelector('main h1');
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe(HEADINGS['/signin']);
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });
});
