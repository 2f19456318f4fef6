import { createHash } from 'node:crypto';
import { MENTOR_NOT_FOUND, NOT_FOUND } from '@trail/shared';
import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { CLIENT_ONLY_ATTRIBUTE } from '../src/config/client-only-check';
import { apiCaller } from './support/api';
import { approvedMentor } from './support/mentors';
import { HYDRATED, openCounting } from './support/pages';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');
const outboxDir = inject('outboxDir');
const stackEnv = inject('stackEnv');
const DAY_MS = 86_400_000;
// A bio with what must not break the HTML around it: a closing script tag, and a replacement pattern.
const BIO = 'I teach SQL </script><script>alert(1)</script> and $& interviews.';

let browser: Browser;
let username: string;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
  const mentor = await approvedMentor(
    { apiUrl, outboxDir, stackEnv },
    { tag: 'Data Analyst', bio: BIO, yearsOfExperience: 4, helpWith: 'SQL' },
    { firstName: 'Chidi', lastName: 'Okafor' },
  );
  const call = apiCaller(apiUrl);
  const day = new Date(Date.now() + 3 * DAY_MS).getUTCDay();
  await call('PUT', '/users/freetime', mentor.token, { freeTime: [{ day, hour: 9, minute: 0, timezone: 'Africa/Lagos' }] });
  username = (await call<{ user: { username: string } }>('GET', '/users/me', mentor.token)).user.username;
});
afterAll(() => browser?.close());

const styleHashes = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);

describe('data pages and the 404 rendered on request (decision 0070)', () => {
  it("a mentor's page arrives as HTML that holds the mentor, with the data it was rendered from", async () => {
    const response = await fetch(`${dashboardUrl}/${username}`);
    // React separates the text parts it rendered with empty comments.
    const html = (await response.text()).replace(/<!-- -->/g, '');
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Chidi Okafor · Trail</title>');
    expect(html).toMatch(/<div id="root"><div class="public-layout">[\s\S]*<h1[^>]*>Chidi Okafor<\/h1>/);
    expect(html).toContain('I teach SQL &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; and $&amp; interviews.');
    expect(html).toContain('<script type="application/json" id="trail-page-data">');
    // Its link preview is the mentor's, as the API's page for link-preview crawlers says it.
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain('<meta property="og:title" content="Chidi Okafor, Data Analyst · Mentor on Trail">');
    // The bio's closing tag cannot end the data block early.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    // Every inlined style is allowed by the policy the host sends.
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const hash of styleHashes(html)) expect(policy).toContain(hash);
  });

  it.each([
    ['/nobody-by-this-name', MENTOR_NOT_FOUND],
    ['/no-such/page', NOT_FOUND],
    ['/mentor/schedule?field=astrology', NOT_FOUND],
  ])('%s is a 404 page, rendered as such', async (path, heading) => {
    const response = await fetch(`${dashboardUrl}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`<h1>${heading}</h1>`);
  });

  it('a signed-in view is left to the app', async () => {
    const response = await fetch(`${dashboardUrl}/history`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<meta name="trail-prerendered" content="/">');
  });

  it("a pathway's page arrives with its summary and plans", async () => {
    const pathway = (await (await fetch(`${apiUrl}/pathways/product-design`)).json()) as { summary: string };
    const response = await fetch(`${dashboardUrl}/pathway/product-design`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Product Design</h1>');
    expect(html).toContain(pathway.summary.replace(/'/g, '&#x27;'));
  });

  it("is readable with JavaScript off, and hydrates from the HTML's data without asking the API again", async () => {
    const { page: noScript } = await openCounting(browser, `${dashboardUrl}/${username}`, { javaScript: false });
    expect(await noScript.$eval('main h1', (h1) => h1.textContent)).toBe('Chidi Okafor');
    await noScript.browserContext().close();

    const reads: string[] = [];
    const { page, errors } = await openCounting(browser, `${dashboardUrl}/${username}`, {
      onRequest: (url) => url.includes('/meetings/singlementor/') && reads.push(url),
    });
    await page.waitForSelector(HYDRATED);
    // The free times come once React owns the page, in the viewer's zone.
    await page.waitForSelector('.free-time-option input[type="checkbox"]');
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThanOrEqual(0.02);
    await page.browserContext().close();
  });

  it.each([
    ['/pathway/product-design', '/pathways/product-design', 'Product Design'],
    ['/nobody-by-this-name', '/meetings/singlementor/nobody-by-this-name', MENTOR_NOT_FOUND],
    ['/no-such/page', '/no-such/page', NOT_FOUND],
    ['/mentor/schedule?field=astrology', '/fields/astrology/mentors', NOT_FOUND],
  ])('%s hydrates from its HTML without an error and without asking the API again', async (path, apiPath, heading) => {
    const reads: string[] = [];
    const { page, errors } = await openCounting(browser, `${dashboardUrl}${path}`, { onRequest: (url) => url.endsWith(`/api/v1${apiPath}`) && reads.push(url) });
    await page.waitForSelector(HYDRATED);
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe(heading);
    expect(reads).toEqual([]);
    // The 404's own status is the one console error: Chrome reports the page's response.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.browserContext().close();
  });

  it('/mentor arrives with every track and its mentors, and shows their next free hours once React owns it', async () => {
    const html = (await (await fetch(`${dashboardUrl}/mentor`)).text()).replace(/<!-- -->/g, '');
    expect(html).toContain(`<a href="/${username}">Chidi Okafor</a>`);
    expect(html).toContain('<script type="application/json" id="trail-page-data">');

    const reads: string[] = [];
    const { page, errors } = await openCounting(browser, `${dashboardUrl}/mentor`, { onRequest: (url) => url.endsWith('/api/v1/mentors') && reads.push(url) });
    await page.waitForSelector(HYDRATED);
    // The hour is written in the viewer's zone, which only the browser knows.
    await page.waitForFunction(() => [...document.querySelectorAll('.mentor-card time')].some((time) => time.textContent !== '…'));
    expect(await page.$eval('.lead', (lead) => lead.textContent)).toMatch(/Times are shown in your time zone, \S+\./);
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });

  it("a track's page /mentor/schedule?field= arrives with the track and its mentors, and hydrates from them", async () => {
    const path = '/mentor/schedule?field=product-management';
    const response = await fetch(`${dashboardUrl}${path}`);
    const html = (await response.text()).replace(/<!-- -->/g, '');
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Product Management · Trail</title>');
    expect(html).toContain('<h1>Product Management</h1>');
    expect(html).toContain(`<a href="/${username}">Chidi Okafor</a>`);
    expect(html).toContain(`<meta name="trail-prerendered" content="${path.replace(/&/g, '&amp;')}">`);
    expect(html).toContain('<script type="application/json" id="trail-page-data">');
    // Without a track, it asks the visitor to choose one.
    expect(await (await fetch(`${dashboardUrl}/mentor/schedule`)).text()).toContain('<h1>Schedule a session</h1>');

    const reads: string[] = [];
    const { page, errors } = await openCounting(browser, `${dashboardUrl}${path}`, { onRequest: (url) => url.includes('/api/v1/fields/') && reads.push(url) });
    await page.waitForSelector(HYDRATED);
    await page.waitForFunction(() => [...document.querySelectorAll('.mentor-card time')].some((time) => time.textContent !== '…'));
    expect(await page.$eval('main p.muted', (text) => text.textContent)).toMatch(/Times are in your time zone, \S+\./);
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThanOrEqual(0.02);
    await page.browserContext().close();
  });

  it('a page opened with a query string it does not read (a shared link’s tracking) still hydrates from its HTML', async () => {
    const reads: string[] = [];
    const { page, errors } = await openCounting(browser, `${dashboardUrl}/${username}?utm_source=whatsapp`, {
      onRequest: (url) => url.includes('/meetings/singlementor/') && reads.push(url),
    });
    await page.waitForSelector(HYDRATED);
    await page.waitForSelector('.free-time-option input[type="checkbox"]');
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), CLIENT_ONLY_ATTRIBUTE)).toBe(false);
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });

  it('a mentor reached from inside the app is read from the API as before', async () => {
    const reads: string[] = [];
    const { page } = await openCounting(browser, `${dashboardUrl}/mentor`, {
      onRequest: (url) => url.includes('/meetings/singlementor/') && reads.push(url),
    });
    await page.waitForSelector(HYDRATED);
    await page.click(`a[href="/${username}"]`);
    await page.waitForSelector('.free-time-option input[type="checkbox"]');
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe('Chidi Okafor');
    expect(reads).toHaveLength(1);
    await page.browserContext().close();
  });
});
