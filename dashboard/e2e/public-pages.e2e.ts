import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { HYDRATED, openPublicPage } from './support/pages';
import { preferTheme, type Theme, THEMES } from './support/views';

const dashboardUrl = inject('dashboardUrl');
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');

let browser: Browser;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

async function open(path: string, width = 1280, theme: Theme = 'light'): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 800 });
  await preferTheme(page, theme);
  await openPublicPage(page, `${dashboardUrl}${path}`);
  await page.waitForSelector('main h1');
  return page;
}

const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');

const PAGES = [
  ['/', ["Close your team's skill gaps", 'Request Demo', 'Employee skill-gap tracking and learning plans', 'How it works']],
  ['/about', ['About Trail', 'Our story', 'Our values', 'Our team']],
  ['/about/privacy', ['Privacy Policy', 'Version 2.2, November 2026', 'at least 13 years old']],
  ['/individuals', ['Learn with purpose', 'Get the Trail extension', 'Trailbank is coming soon', 'Our newsletter', 'What learners say']],
  ['/waitlist', ['Join the waitlist', 'Your e-mail address']],
  ['/no/such/page', ['Error 404 You got the wrong page']],
  ['/mentor', ['Mentors', 'Become a mentor', 'Times are shown in your time zone']],
  ['/mentor/schedule?field=data-science', ['Data Science', 'Mentors']],
  ['/no-such-mentor', ['Error 404, sorry you got the wrong page']],
] as const;

describe('public pages', () => {
  it.each(PAGES)('%s renders its texts inside the site header and footer', async (path, texts) => {
    const page = await open(path);
    const text = await mainText(page);
    for (const expected of texts) expect(text).toContain(expected);
    const footer = await page.$eval('footer', (footer) => footer.textContent ?? '');
    expect(footer).toContain('Investment Banking');
    expect(footer).toContain(`© ${new Date().getFullYear()} Trail`);
    await page.close();
  });

  it.each(PAGES.flatMap(([path]) => THEMES.map((theme) => [path, theme] as const)))(
    '%s has no serious or critical axe-core violation (%s theme)',
    async (path, theme) => {
      const page = await open(path, 1280, theme);
      // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
      await page.evaluate(await readFile(AXE_PATH, 'utf8'));
      const { checked, violations } = await page.evaluate(async () => {
        type Rule = { id: string; impact: string | null; nodes: { target: string[] }[] };
        const { axe } = window as unknown as { axe: { run: () => Promise<{ passes: Rule[]; violations: Rule[] }> } };
        const result = await axe.run();
        return {
          checked: result.passes.length,
          violations: result.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        };
      });
      expect(checked).toBeGreaterThan(10);
      expect(violations).toEqual([]);
      await page.close();
    },
  );
});

describe('waitlist', () => {
  it('refuses a bad e-mail, then adds a good one through the API and offers to share', async () => {
    const page = await open('/waitlist');
    const input = await page.waitForSelector('input[type=email]');
    await input?.type('ada@example');
    await page.click('form button[type=submit]');
    const alert = await page.waitForSelector('[role=alert]');
    expect(await alert?.evaluate((element) => element.textContent)).toBe('Please Enter a valid email address');

    await input?.click({ count: 3 });
    await input?.type(`  waitlist-${Date.now()}@example.com `);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/mailinglist'));
    await page.click('form button[type=submit]');
    expect((await answer).status()).toBe(201);
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Thank you! You are on the waitlist.'));
    const shareLinks = await page.$$eval('.share-links a', (links) => links.map((link) => link.textContent));
    expect(shareLinks).toEqual(['Share on WhatsApp', 'Share on Twitter', 'Share on LinkedIn']);
    await page.close();
  });
});

describe('on a 375 px phone', () => {
  it('folds the links into a menu that opens, closes with Escape and closes on navigation', async () => {
    const page = await open('/about', 375);
    const linksVisible = () => page.$eval('#site-menu', (menu) => menu.getBoundingClientRect().height > 0);
    const expanded = () => page.$eval('.menu-toggle', (button) => button.getAttribute('aria-expanded'));
    expect(await linksVisible()).toBe(false);

    await page.click('.menu-toggle');
    expect(await expanded()).toBe('true');
    expect(await linksVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await expanded()).toBe('false');
    expect(await linksVisible()).toBe(false);

    await page.click('.menu-toggle');
    await page.click('#site-menu a[href="/individuals"]');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.startsWith('Learn with purpose'));
    expect(await expanded()).toBe('false');
    expect(await linksVisible()).toBe(false);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });

  /**
   * A phone of its own (no service worker from an earlier test serves the scripts past the interception),
   * on which the scripts `held` matches are held back, as on a slow connection, until `release`.
   */
  async function slowPhone(held: RegExp) {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 375, height: 700, isMobile: true });
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (held.test(request.url())) void released.then(() => request.continue());
      else void request.continue();
    });
    return { page, release };
  }

  it.each([
    ['/about', '.menu-toggle', '.menu-toggle[aria-expanded="true"]'],
    ['/signin', 'button::-p-text(Forgot password?)', 'button::-p-text(Send reset link)'],
  ])('on %s, a tap on %s before the scripts have arrived is answered once React owns the page', async (path, button, answered) => {
    // The entry is held back until the button has been tapped.
    const { page, release } = await slowPhone(/\/assets\/index-[^/]+\.js$/);
    await page.goto(`${dashboardUrl}${path}`, { waitUntil: 'domcontentloaded' });
    await page.click(button);
    expect(await page.$(HYDRATED)).toBeNull();
    release();
    await page.waitForSelector(HYDRATED);
    await page.waitForSelector(answered, { timeout: 5_000 });
    await page.browserContext().close();
  });

  it('on /signin, a tap on Forgot password? after the entry has run but before the page’s chunk has arrived is answered once it has', async () => {
    // The entry arrives; the page's own chunks are held back until the button has been tapped.
    const { page, release } = await slowPhone(/\/assets\/(?!index-)[^/]+\.js$/);
    await page.goto(`${dashboardUrl}/signin`, { waitUntil: 'domcontentloaded' });
    // React has taken the root (it marks its container), but not yet the page waiting for its chunk.
    await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
    await page.click('button::-p-text(Forgot password?)');
    expect(await page.$(HYDRATED)).toBeNull();
    release();
    await page.waitForSelector(HYDRATED);
    await page.waitForSelector('button::-p-text(Send reset link)', { timeout: 5_000 });
    await page.browserContext().close();
  });
});
