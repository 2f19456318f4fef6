import type { User, UserResponse } from '@trail/shared';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { logOut, signInBrowser, signUpViaApi, verificationLink } from './support/session';
import { signUpWithForm } from './support/birth-month';
import { openPublicPage } from './support/pages';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');
const outboxDir = inject('outboxDir');

let browser: Browser;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

/** Each test in its own browser context, so no session leaks from one test into the next. */
async function newPage(width = 1024): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  return page;
}

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const me = async (token: string): Promise<User> => (await apiGet<UserResponse>('/users/me', token)).user;

async function fill(page: Page, label: string, value: string) {
  const field = await page.waitForSelector(`::-p-aria(${label})`);
  await field!.type(value);
}

// A locator waits until the element is attached, visible and still: views re-render as their data arrives.
const click = (page: Page, selector: string) => page.locator(selector).click();
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, path: string) =>
  page.waitForFunction((expected) => window.location.pathname === expected, {}, path);
const dashboardNav = (page: Page) => page.waitForSelector('nav[aria-label="Dashboard"]');

async function signInWithForm(page: Page, email: string, password: string) {
  await fill(page, 'E-mail', email);
  await fill(page, 'Password', password);
  await click(page, 'button[type="submit"]::-p-text(Log in)');
}

describe('accounts in the dashboard', () => {
  /** Opens the mailed link on the dashboard's /verify-email page, which confirms the e-mail with the API. */
  async function verifyEmail(page: Page, email: string) {
    const link = new URL(await verificationLink(outboxDir, email));
    await page.goto(`${dashboardUrl}${link.pathname}${link.search}`);
    await page.waitForSelector('::-p-text(Your e-mail is verified. Thank you!)');
  }

  it("signs up through a referral link; the referrer's count goes up once the new e-mail is verified", async () => {
    const referrer = await signUpViaApi(apiUrl);
    const { code } = (await apiGet<UserResponse>('/users/referral', referrer.token)).user;
    expect(code).toBeTruthy();
    const page = await newPage();
    await verifyEmail(page, referrer.user.email);

    const email = `chidi-${Date.now()}@example.com`;
    await signUpWithForm(page, dashboardUrl, { firstName: 'Chidi', lastName: 'Okafor', email, path: `/signup?refCode=${code}` });

    expect(pathOf(page)).toBe('/');
    expect(await storedToken(page)).toBeTruthy();
    expect((await me(referrer.token)).referred).toBe(0);

    await verifyEmail(page, email);
    expect((await me(referrer.token)).referred).toBe(1);
    await page.close();
  });

  it('signs out from Settings, then signs in again with the form', async () => {
    const account = await signUpViaApi(apiUrl);
    const page = await newPage();
    await signInBrowser(page, dashboardUrl, account.token, '/settings');
    await logOut(page);
    expect(await storedToken(page)).toBeNull();

    await signInWithForm(page, account.user.email, 'wrong-password');
    const alert = await page.waitForSelector('[role="alert"]');
    expect(await alert!.evaluate((el) => el.textContent)).toBeTruthy();

    await openPublicPage(page, `${dashboardUrl}/signin`);
    await signInWithForm(page, account.user.email, account.password);
    await dashboardNav(page);
    expect(pathOf(page)).toBe('/');
    expect(await storedToken(page)).toBeTruthy();
    await page.close();
  });

  it('stays signed out when a save that was on its way answers after Log Out', async () => {
    // A new account has no time zone, so the dashboard stores the browser's as soon as the user loads.
    const account = await signUpViaApi(apiUrl);
    const page = await newPage();
    await page.setRequestInterception(true);
    let releaseSave: () => void = () => undefined;
    const saveSent = new Promise<void>((sent) => {
      page.on('request', (request) => {
        if (request.method() !== 'PUT' || !request.url().includes('/users/')) return void request.continue();
        releaseSave = () => void request.continue();
        sent();
      });
    });
    await signInBrowser(page, dashboardUrl, account.token, '/settings');
    await saveSent;

    await logOut(page);
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    releaseSave();
    expect((await saved).status()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(pathOf(page)).toBe('/signin');
    expect(await storedToken(page)).toBeNull();
    await page.close();
  });

  it('returns to the view that asked for sign-in', async () => {
    const account = await signUpViaApi(apiUrl);
    const page = await newPage();
    await page.goto(`${dashboardUrl}/wishlist`);
    await waitForPath(page, '/signin');
    const alert = await page.waitForSelector('[role="alert"]');
    expect(await alert!.evaluate((el) => el.textContent)).toContain('Please log in to continue');

    await signInWithForm(page, account.user.email, account.password);
    await waitForPath(page, '/wishlist');
    await dashboardNav(page);
    await page.close();
  });

  it('sends a reset link from the forgot-password flow, and Cancel goes back', async () => {
    const account = await signUpViaApi(apiUrl);
    const page = await newPage();
    await openPublicPage(page, `${dashboardUrl}/signin`);
    await click(page, 'button::-p-text(Forgot password?)');
    await fill(page, 'E-mail', account.user.email);
    await click(page, 'button::-p-text(Send reset link)');
    await page.waitForSelector('::-p-text(We have sent a link to reset your password)');
    await click(page, 'button::-p-text(Cancel)');
    await page.waitForSelector('button[type="submit"]::-p-text(Log in)');
    await page.close();
  });

  it('a reset link shows only the new password, and an unknown token is refused with the server message', async () => {
    const page = await newPage();
    await page.goto(`${dashboardUrl}/resetpassword?token=not-a-real-token`);
    await fill(page, 'New password', 'another-long-password');
    expect(await page.$('::-p-aria(E-mail)')).toBeNull();
    await click(page, 'button::-p-text(Reset)');
    const alert = await page.waitForSelector('[role="alert"]');
    expect(await alert!.evaluate((el) => el.textContent?.length)).toBeGreaterThan(0);
    await page.close();
  });

  it('saves the profile from Settings', async () => {
    const account = await signUpViaApi(apiUrl);
    const page = await newPage();
    await signInBrowser(page, dashboardUrl, account.token, '/settings');

    await click(page, 'button::-p-text(Save Changes)');
    const alert = await page.waitForSelector('[role="alert"]');
    expect(await alert!.evaluate((el) => el.textContent)).toBe('Please fill in the fields');

    await fill(page, 'Job title', 'Product designer');
    await fill(page, 'Bio', 'Learning every day');
    await click(page, 'button::-p-text(Save Changes)');
    await page.waitForSelector('::-p-text(Your changes are saved.)');

    const user = await me((await storedToken(page))!);
    expect(user).toMatchObject({ tag: 'Product designer', bio: 'Learning every day' });
    await page.close();
  });

  it('an expired token at start is cleared and the learner is sent to /signin', async () => {
    const account = await signUpViaApi(apiUrl);
    const [header, , signature] = account.token.split('.');
    const expiredPayload = Buffer.from(JSON.stringify({ sub: account.user._id, v: 0, exp: 1_000_000 })).toString('base64url');
    const page = await newPage();
    await signInBrowser(page, dashboardUrl, `${header}.${expiredPayload}.${signature}`, '/plan');

    await waitForPath(page, '/signin');
    const alert = await page.waitForSelector('[role="alert"]');
    expect(await alert!.evaluate((el) => el.textContent)).toContain('Your session has expired');
    expect(await storedToken(page)).toBeNull();
    await page.close();
  });
});
