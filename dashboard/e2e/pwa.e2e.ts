import puppeteer, { type Browser, type Page } from 'puppeteer';

/**
 * Takes the tab and its service worker offline: Chrome emulates the network per target, and the
 * worker's fetches (the ones that matter here) go through its own target, not the tab's.
 */
async function goOffline(page: Page, offline: boolean): Promise<void> {
  await page.setOfflineMode(offline);
  const worker = await page.browserContext().waitForTarget((target) => target.type() === 'service_worker');
  const session = await worker.createCDPSession();
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { seriousViolations } from './support/axe';
import { fill } from './support/learner-actions';
import { signInBrowser, signUpViaApi } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
  share_target: { action: string; method: string; params: Record<string, string> };
}

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

/** The illustrations on the page that the browser could show, once it has tried them all. */
async function shownIllustrations(page: Page): Promise<string[]> {
  const selector = 'img[src^="/illustrations/"]';
  await page.waitForFunction((query) => [...document.querySelectorAll<HTMLImageElement>(query)].every((image) => image.complete), {}, selector);
  return page.$$eval(selector, (images) =>
    images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).map((image) => image.getAttribute('src')!),
  );
}

/** A phone-sized tab in a context of its own: no worker, cache or session from another test. */
async function freshPage(): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true });
  return page;
}

describe('installable app', { timeout: 60_000 }, () => {
  it('links a valid manifest, with its icons, from every pre-rendered page', async () => {
    for (const path of ['/', '/about', '/signin']) {
      const html = await (await fetch(`${dashboardUrl}${path}`)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
    const manifest = (await (await fetch(`${dashboardUrl}/manifest.webmanifest`)).json()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'Trail', short_name: 'Trail', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0b5cad' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const response = await fetch(`${dashboardUrl}${icon.src}`);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
    }
    expect(manifest.share_target).toEqual({ action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } });
  });

  it('gives each public page its own link preview', async () => {
    const html = await (await fetch(`${dashboardUrl}/individuals`)).text();
    expect(html).toContain('<meta property="og:title" content="Trail for individuals">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const card = await fetch(new URL(image!, dashboardUrl));
    expect(card.headers.get('content-type')).toBe('image/png');
  });

  it('registers the service worker after load, and shows the offline page when the network is gone', async () => {
    const page = await freshPage();
    await page.goto(`${dashboardUrl}/about`, { waitUntil: 'load' });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${new URL(dashboardUrl).origin}/`);
    // The worker controls pages opened after it activated.
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await goOffline(page, true);
    await page.goto(`${dashboardUrl}/individuals`);
    await page.waitForSelector('h1');
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('You are offline');
    expect(await shownIllustrations(page)).toEqual(['/illustrations/sign-in.svg']);
    expect(await seriousViolations(page)).toEqual([]);

    // The landing page is the precached shell: it still opens, hydrated from its precached chunks, with its picture.
    await page.goto(`${dashboardUrl}/`);
    await page.waitForSelector('main h1');
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe("Close your team's skill gaps");
    expect(await shownIllustrations(page)).toEqual(['/illustrations/landing.svg']);
    await goOffline(page, false);
    await page.browserContext().close();
  });
});

describe('Share → Trail', { timeout: 60_000 }, () => {
  it('opens the add-resource form filled in from a link shared in the text', async () => {
    const account = await signUpViaApi(apiUrl);
    const page = await freshPage();
    const query = new URLSearchParams({ title: 'SQL joins explained', text: 'Watch this https://youtu.be/sql-joins' });
    await signInBrowser(page, dashboardUrl, account.token, `/share?${query}`);
    const dialog = await page.waitForSelector('[role="dialog"]');
    const valueOf = (label: string) =>
      page.evaluate((text) => {
        const field = [...document.querySelectorAll('[role="dialog"] label')].find((element) => element.textContent === text);
        return (document.getElementById(field?.getAttribute('for') ?? '') as HTMLInputElement | null)?.value;
      }, label);
    expect(await valueOf('Title')).toBe('SQL joins explained');
    expect(await valueOf('URL link')).toBe('https://youtu.be/sql-joins');
    expect(await valueOf('Type')).toBe('Video');
    expect(await seriousViolations(page)).toEqual([]);

    await (await dialog!.$('button[type="submit"]'))!.click();
    await page.waitForFunction(() => location.pathname === '/' && !document.querySelector('[role="dialog"]'));
    const saved = await fetch(`${apiUrl}/learning?view=progress`, { headers: { Authorization: `Bearer ${account.token}` } });
    const list = (await saved.json()) as { items: { title: string; link: string; type: string }[] };
    expect(list.items.map(({ title, link, type }) => ({ title, link, type }))).toEqual([
      { title: 'SQL joins explained', link: 'https://youtu.be/sql-joins', type: 'Video' },
    ]);
    await page.browserContext().close();
  });

  it('sends a signed-out visitor to sign in, and back to the filled-in form', async () => {
    const account = await signUpViaApi(apiUrl);
    const page = await freshPage();
    await page.goto(`${dashboardUrl}/share?${new URLSearchParams({ url: 'https://www.coursera.org/learn/sql' })}`);
    await page.waitForFunction(() => location.pathname === '/signin');
    await fill(page, 'E-mail', account.user.email);
    await fill(page, 'Password', account.password);
    await page.locator('button[type="submit"]::-p-text(Log in)').click();
    await page.waitForSelector('[role="dialog"]');
    expect(await page.evaluate(() => location.pathname + location.search)).toBe('/share?url=https%3A%2F%2Fwww.coursera.org%2Flearn%2Fsql');
    expect(await page.$eval('[role="dialog"] input[type="url"]', (input) => (input as HTMLInputElement).value)).toBe('https://www.coursera.org/learn/sql');
    await page.browserContext().close();
  });
});
