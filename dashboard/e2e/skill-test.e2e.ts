import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { seriousViolations } from './support/axe';
import { byRole, click, waitForText } from './support/learner-actions';
import { signInBrowser, signUpViaApi } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

describe('the skill and personality test end to end', () => {
  it('a learner without a plan takes the product-design test and sees the result on Profile', async () => {
    const learner = await signUpViaApi(apiUrl, { firstName: 'Tobi', lastName: 'Ade' });
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.evaluateOnNewDocument(() => localStorage.setItem('tourSkipped', 'true'));
    await signInBrowser(page, dashboardUrl, learner.token, '/pathway?view=profile');
    await click(page, 'link', 'Take the test');

    await waitForText(page, 'Step 1 of 3: Values');
    expect(await seriousViolations(page)).toEqual([]);
    for (const value of ['Empathy', 'Craft', 'Curiosity', 'Impact', 'Simplicity']) await click(page, 'checkbox', value);
    await click(page, 'button', 'Next');
    await waitForText(page, 'Step 2 of 3: Skills');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator(byRole('slider', 'User research')).click();
    await click(page, 'button', 'Next');
    await waitForText(page, 'Step 3 of 3: Traits');
    expect(await seriousViolations(page)).toEqual([]);
    for (const radio of await page.$$('.skill-test-traits input[type=radio][name^=trait-]')) {
      const value = await radio.evaluate((input) => input.parentElement?.textContent?.trim());
      if (value === '3') await radio.click();
    }
    await click(page, 'button', 'Submit');
    await waitForText(page, 'Your results are saved');
    await click(page, 'link', 'See them on your Profile');

    await waitForText(page, 'Product Design');
    await waitForText(page, 'Empathy: 3 of 5');
    await waitForText(page, 'User research: 5 of 10');
    expect(await page.$$eval('ol[aria-label="Values"] li', (items) => items.map((item) => item.textContent))).toEqual(['Empathy', 'Craft', 'Curiosity', 'Impact', 'Simplicity']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
