import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountExport } from '@trail/shared';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { click, waitForText } from './support/learner-actions';
import { signInBrowser, signUpViaApi } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

const CHROME_BOOKMARKS = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<TITLE>Bookmarks</TITLE>
<DL><p>
  <DT><H3>Bookmarks bar</H3>
  <DL><p>
    <DT><A HREF="https://www.coursera.org/learn/ux-design" ADD_DATE="1700000000" TAGS="ux">UX design course</A>
    <DT><H3>Read later</H3>
    <DL><p>
      <DT><A HREF="https://blog.example.com/figma-tips" ADD_DATE="1700000100">Figma tips</A>
    </DL><p>
    <DT><A HREF="javascript:void(0)">A bookmarklet</A>
  </DL><p>
</DL><p>`;

let browser: Browser;
let folder: string;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
  folder = await mkdtemp(join(tmpdir(), 'trail-your-data-'));
});
afterAll(async () => {
  await browser?.close();
  await rm(folder, { recursive: true, force: true });
});

async function settingsPage(downloadPath?: string): Promise<Page> {
  const context = await browser.createBrowserContext(downloadPath ? { downloadBehavior: { policy: 'allow', downloadPath } } : {});
  const page = await context.newPage();
  await page.setViewport({ width: 1024, height: 800 });
  const account = await signUpViaApi(apiUrl);
  await signInBrowser(page, dashboardUrl, account.token, '/settings');
  await page.waitForSelector('::-p-text(Your data)');
  return page;
}

describe('Settings: import and export', () => {
  it('imports a Chrome bookmarks file, previewed first, then lists what came in', async () => {
    const page = await settingsPage();
    const file = join(folder, 'bookmarks.html');
    await writeFile(file, CHROME_BOOKMARKS);
    const input = await page.waitForSelector('input[type="file"][accept*=".html"]');
    await input!.uploadFile(file);

    await waitForText(page, 'Found 2 resources from Browser bookmarks, and 1 that cannot be imported.');
    await click(page, 'button', 'Import 2 resources');
    await waitForText(page, 'Done: 2 added, 0 already saved, 1 skipped.');

    await page.goto(`${dashboardUrl}/wishlist`);
    await waitForText(page, 'Figma tips');
  });

  it('downloads the whole account as JSON through the browser', async () => {
    const downloads = join(folder, 'downloads');
    const page = await settingsPage(downloads);

    await click(page, 'button', 'Everything (JSON)');
    await waitForText(page, 'Downloaded trail-export-');
    const name = await waitForFile(downloads, /^trail-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(join(downloads, name), 'utf8')) as AccountExport;
    expect(data.version).toBe(3);
    expect(data.account.email).toMatch(/@example\.com$/);
  });
});

async function waitForFile(dir: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (await readdir(dir).catch(() => [] as string[])).find((file) => pattern.test(file));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No download matching ${pattern} in ${dir}`);
}
