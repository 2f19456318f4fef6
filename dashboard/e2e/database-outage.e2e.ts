import type { AuthResponse } from '@trail/shared';
import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { startReplicaSet, type TestReplicaSet } from '../../scripts/lib/replica-set.mjs';
import { freePort, startStack, type Stack } from '../../scripts/lib/stack.mjs';
import { signInBrowser, signUpViaApi } from './support/session';

// A stack on a MongoDB of its own, so stopping the database leaves the other files' stack alone.
let mongod: TestReplicaSet;
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  mongod = await startReplicaSet();
  process.env.MONGODB_URI = mongod.uri;
  try {
    stack = await startStack({ apiPort: await freePort(), dashboardPort: await freePort(), dashboard: 'preview', fresh: true, silent: true });
  } finally {
    delete process.env.MONGODB_URI;
  }
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await mongod?.close();
});

async function waitUntilReady(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${stack.apiUrl}/health/ready`)).ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not find MongoDB again within 120 s');
}

const BANNER = '[data-testid="unavailable-banner"]';

it('keeps the learner signed in and says Trail is briefly unavailable while MongoDB is down', { timeout: 240_000 }, async () => {
  const signedUp = await signUpViaApi(stack.apiUrl);
  // With its time zone stored, the dashboard writes nothing on load, so the session keeps this very token.
  const account = (await (
    await fetch(`${stack.apiUrl}/users/${signedUp.user._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${signedUp.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ timezone: 'Africa/Lagos' }),
    })
  ).json()) as AuthResponse;
  const page = await browser.newPage();
  await signInBrowser(page, stack.dashboardUrl, account.token, '/settings');
  await page.waitForSelector('nav[aria-label="Dashboard"]');

  await mongod.stopMongod();
  await page.reload();
  const banner = await page.waitForSelector(BANNER, { timeout: 30_000 });
  expect(await banner!.evaluate((element) => element.textContent)).toContain('Trail is briefly unavailable');
  expect(new URL(page.url()).pathname).toBe('/settings');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(account.token);

  await mongod.startMongod();
  await waitUntilReady();
  await page.reload();
  await page.waitForSelector('nav[aria-label="Dashboard"]');
  await page.waitForFunction((selector) => document.querySelector(selector) === null, {}, BANNER);
  // The settings form shows the account again: the same session read the user once MongoDB was back.
  await page.waitForFunction((email) => [...document.querySelectorAll('input')].some((input) => input.value === email), {}, account.user.email);
  expect(new URL(page.url()).pathname).toBe('/settings');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(account.token);
});
