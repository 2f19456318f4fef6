import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PathwayResource } from '@trail/shared';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { seriousViolations } from './support/axe';
import { byRole, click, fill, waitForText } from './support/learner-actions';
import { newPage } from './support/pages';
import { signInBrowser, signUpViaApi, verifiedViaOutbox, type TestAccount } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');
const outboxDir = inject('outboxDir');

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

const waitForPath = (page: Page, path: string) => page.waitForFunction((expected) => window.location.pathname === expected, { timeout: 15_000 }, path);

/** From the public pathway page through the wizard's pathway flow to the local Paystack, where `choice` is pressed. */
async function buyThroughCheckout(page: Page, choice: 'Pay' | 'Fail', mode: 'full' | 'monthly' = 'full') {
  await page.goto(`${dashboardUrl}/pathway/product-design`);
  await click(page, 'button', 'Get Started');
  await waitForPath(page, '/pathway/product-design/start');
  await fill(page, 'Title', 'Graphic designer');
  await fill(page, 'Bio', 'Five years of posters and brand kits in Lagos.');
  await click(page, 'button', 'Next');
  if (mode === 'monthly') await page.locator(byRole('radio', 'Pay Monthly')).click();
  await page.locator(byRole('radio', 'Choose Premium')).click();
  expect(await seriousViolations(page)).toEqual([]);
  await click(page, 'button', 'Next');
  await waitForText(page, 'Ready, set, go!');
  await waitForText(page, mode === 'full' ? 'Premium plan, paid in full: ₦45,000.00' : 'Premium plan, paid monthly: ₦15,000.00 a month');
  await click(page, 'button', 'Proceed to pay');
  await page.waitForSelector('::-p-text(local stand-in for Paystack)');
  await click(page, 'button', choice);
  await waitForPath(page, '/pathway/paid');
}

describe('buying the product-design pathway end to end with the local Paystack', () => {
  let learner: TestAccount;

  beforeAll(async () => {
    learner = await verifiedViaOutbox(apiUrl, outboxDir, await signUpViaApi(apiUrl, { firstName: 'Zainab', lastName: 'Musa' }));
  }, 120_000);

  it('a failed payment leaves the pathway closed, and says nothing was charged', async () => {
    const page = await newPage(browser);
    await signInBrowser(page, dashboardUrl, learner.token, '/pathway/product-design');
    await buyThroughCheckout(page, 'Fail');
    await waitForText(page, 'Payment did not go through, so nothing was charged.');
    await click(page, 'link', 'Try again');
    await waitForPath(page, '/pathway/product-design/start');
    await page.goto(`${dashboardUrl}/pathway?view=pathway`);
    await waitForText(page, 'No Pathway');
    await page.close();
  }, 120_000);

  it('pays for a plan, lands on the open pathway, and marks its first resource as read', async () => {
    const page = await newPage(browser);
    await signInBrowser(page, dashboardUrl, learner.token, '/pathway/product-design');
    await buyThroughCheckout(page, 'Pay');
    await waitForText(page, 'Your Product Design pathway is open, on the Premium plan.');
    await click(page, 'link', 'Start learning');
    await waitForText(page, 'Learning progress: 0%');
    expect(await seriousViolations(page)).toEqual([]);

    const response = await fetch(`${apiUrl}/pathways/product-design/resources`, { headers: { Authorization: `Bearer ${learner.token}` } });
    const [first] = (await response.json()) as PathwayResource[];
    await page.locator(byRole('button', `Mark as read: ${first!.title}`)).click();
    await page.waitForFunction(
      (title) => ![...document.querySelectorAll('button')].some((button) => button.getAttribute('aria-label') === `Mark as read: ${title}`),
      { timeout: 15_000 },
      first!.title,
    );
    await waitForText(page, 'Completed');

    // Get Started again: the wizard does not ask for a second payment.
    await page.goto(`${dashboardUrl}/pathway/product-design/start`);
    await waitForText(page, 'You already have this pathway.');
    await page.close();
  }, 120_000);

  it('takes section 1’s assessment to the end and sees it marked', async () => {
    const page = await newPage(browser);
    await signInBrowser(page, dashboardUrl, learner.token, '/assess/product-design');
    await click(page, 'button', 'Get Started');
    await waitForText(page, 'Question 1 of');
    expect(await seriousViolations(page)).toEqual([]);
    // The first option of every choice question, a sentence for every written one, a link, a sketch.
    const sketch = join(await mkdtemp(join(tmpdir(), 'trail-sketch-')), 'persona.pdf');
    await writeFile(sketch, '%PDF-1.7\n% a persona sketch\n');
    for (;;) {
      const written = await page.$('.question-card textarea');
      const link = await page.$('.question-card input[type="url"]');
      const file = (await page.$('.question-card input[type="file"]')) as ElementHandle<HTMLInputElement> | null;
      if (written) await written.type('I like research: talking to people and finding out why.');
      else if (link) await link.type('https://www.figma.com/file/trail-persona');
      else if (file) await file.uploadFile(sketch);
      else await page.locator('.question-card input').click();
      const submit = await page.$(byRole('button', 'Submit'));
      if (submit) break;
      await click(page, 'button', 'Next');
    }
    await click(page, 'button', 'Submit');
    await waitForText(page, 'You answered');
    await click(page, 'button', 'Proceed');
    await waitForText(page, 'Learning progress:');
    await page.close();
  }, 120_000);
});

describe('Pay Monthly end to end with the local Paystack', () => {
  it('subscribes, sees the next payment on the Pathway view, and cancels: the pathway then ends with the paid month', async () => {
    const learner = await verifiedViaOutbox(apiUrl, outboxDir, await signUpViaApi(apiUrl, { firstName: 'Emeka', lastName: 'Okafor' }));
    const page = await newPage(browser);
    await signInBrowser(page, dashboardUrl, learner.token, '/pathway/product-design');
    await buyThroughCheckout(page, 'Pay', 'monthly');
    await waitForText(page, 'Your Product Design pathway is open, on the Premium plan.');
    await page.goto(`${dashboardUrl}/pathway?view=pathway`);
    await waitForText(page, 'Pay Monthly: next payment');
    expect(await seriousViolations(page)).toEqual([]);
    await click(page, 'button', 'Cancel Pay Monthly');
    await waitForText(page, 'Pay Monthly is cancelled: the pathway ends on');
    await page.close();
  }, 180_000);
});
