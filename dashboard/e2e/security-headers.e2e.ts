import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { signInBrowser, signUpViaApi } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

/** Records every Content-Security-Policy violation on the pages this tab opens. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

it('serves every page with the security headers', async () => {
  const response = await fetch(`${dashboardUrl}/plan`);
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
});

it('breaks no page: public and signed-in pages, with a cover from another site, load without a policy violation', async () => {
  const account = await signUpViaApi(apiUrl);
  await fetch(`${apiUrl}/learning`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
    body: JSON.stringify({
      title: 'A video with a cover',
      link: 'https://www.youtube.com/watch?v=abc',
      type: 'Video',
      image: 'https://i.ytimg.com/vi/abc/hqdefault.jpg',
    }),
  });
  const page = await browser.newPage();
  const violations = await watchPolicy(page);
  for (const path of ['/', '/about', '/individuals', '/signin']) {
    await page.goto(`${dashboardUrl}${path}`, { waitUntil: 'networkidle2' });
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
  }
  for (const path of ['/', '/plan', '/history', '/wishlist', '/settings']) {
    await signInBrowser(page, dashboardUrl, account.token, path);
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
  }
  // The watch itself works: an injected inline script is blocked and reported.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { textContent: 'void 0' })));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await violations()).join()).toMatch(/^script-src/);
  await page.close();
});
