import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { newPage } from './support/pages';
import { signInBrowser, signUpViaApi, type TestAccount } from './support/session';
import { preferTheme, SIGNED_IN_VIEWS, seedLearner, type Theme, THEMES } from './support/views';

// Screenshots of every public route and the main signed-in views, for a reviewer to see the look without
// running anything (docs/screenshots.md). The folder is git-ignored; CI keeps it as an artefact.
const OUT = fileURLToPath(new URL('./artifacts/screenshots/', import.meta.url));
const WIDTHS = [375, 1280] as const;

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

/** Every public route: a file name, the path, and what shows once it has rendered. */
const PUBLIC_ROUTES = [
  ['landing', '/', 'main h1'],
  ['about', '/about', 'main h1'],
  ['privacy', '/about/privacy', 'main h1'],
  ['individuals', '/individuals', 'main h1'],
  ['waitlist', '/waitlist', 'main h1'],
  ['signin', '/signin', 'main h1'],
  ['signup', '/signup', 'main h1'],
  ['reset-password', '/resetpassword', 'main h1'],
  ['not-found', '/no/such/page', 'main h1'],
  ['mentors', '/mentor', 'main h1'],
  ['mentor-schedule', '/mentor/schedule?field=data-science', 'main h1'],
  ['mentor-register', '/mentor/register', 'main h1'],
  ['pathway-landing', '/pathway/product-design', 'main h1'],
] as const;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

let browser: Browser;
let account: TestAccount;
const written: string[] = [];

beforeAll(async () => {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  browser = await puppeteer.launch(chromiumLaunchOptions());
  account = await signUpViaApi(apiUrl);
  await seedLearner(apiUrl, account.token);
});
afterAll(async () => {
  await browser?.close();
  if (written.length) console.log(`${written.length} screenshots in ${OUT}`);
});

async function shoot(page: Page, name: string): Promise<void> {
  // No caret or focus ring that would differ between runs.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const file = join(OUT, `${name}.webp`);
  await page.screenshot({ path: file as `${string}.webp`, type: 'webp', quality: 60, fullPage: true });
  written.push(file);
  expect((await stat(file)).size).toBeGreaterThan(0);
}

const cases = <T extends readonly unknown[]>(routes: readonly T[]) =>
  routes.flatMap((route) => THEMES.flatMap((theme) => WIDTHS.map((width) => [...route, theme, width] as [...T, Theme, number])));

describe('screenshots', () => {
  it.each(cases(PUBLIC_ROUTES))('public %s (%s) in %s at %i px', async (name, path, ready, theme, width) => {
    const page = await newPage(browser, { width, height: 800 });
    await preferTheme(page, theme);
    await page.goto(`${dashboardUrl}${path}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(ready);
    await shoot(page, `public-${name}-${theme}-${width}`);
    await page.browserContext().close();
  });

  it.each(cases(SIGNED_IN_VIEWS))('signed-in %s (%s) in %s at %i px', async (view, path, ready, theme, width) => {
    const page = await newPage(browser, { width, height: 800 });
    await preferTheme(page, theme);
    await signInBrowser(page, dashboardUrl, account.token, path);
    await page.waitForSelector(ready, { timeout: 15_000 });
    await shoot(page, `signed-in-${slug(view)}-${theme}-${width}`);
    await page.browserContext().close();
  });
});
