import { PARENTAL_AGREEMENT_MESSAGES as M } from '@trail/shared';
import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { bornYearsAgo, chooseBirthMonth, olderAccount } from './support/birth-month';
import { byRole, click, waitForText } from './support/learner-actions';
import { newPage } from './support/pages';
import { signInBrowser } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');
const stackEnv = inject('stackEnv');

const PROMPT = byRole('heading', 'Your month and year of birth');

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

/** Decision 0061: accounts made before sign-up asked give their month of birth once, wherever they land. */
describe('the month-of-birth question for older accounts', () => {
  it('is asked in the /pathway shell, and gone once answered', async () => {
    const account = await olderAccount(apiUrl, stackEnv);
    const page = await newPage(browser);
    await signInBrowser(page, dashboardUrl, account.token, '/pathway');

    await page.waitForSelector(PROMPT);
    await chooseBirthMonth(page);
    await click(page, 'button', 'Save my month of birth');
    await page.waitForSelector(PROMPT, { hidden: true });
    await page.reload();
    await page.waitForSelector('nav[aria-label="Dashboard"]');
    expect(await page.$(PROMPT)).toBeNull();
    await page.close();
  });

  it('an under-13 answer says what saving does, signs out everywhere and says when the account goes', async () => {
    const child = await olderAccount(apiUrl, stackEnv);
    const page = await newPage(browser);
    await signInBrowser(page, dashboardUrl, child.token, '/');

    await page.waitForSelector(PROMPT);
    const born = bornYearsAgo(11);
    await chooseBirthMonth(page, born.year, born.month);
    await waitForText(page, 'saving it signs you out and deletes your account and everything in it');
    await click(page, 'button', 'Save and delete my account');

    await page.waitForFunction(() => window.location.pathname === '/signin');
    await waitForText(page, `${M.tooYoungToKeep}. We have signed you out, and on `);
    await waitForText(page, 'If you chose the wrong year, sign in before then and answer again.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const me = await fetch(`${apiUrl}/users/me`, { headers: { Authorization: `Bearer ${child.token}` } });
    expect(me.status).toBe(401);
    await page.close();
  });
});
