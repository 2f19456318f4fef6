import type { MentorPage, User } from '@trail/shared';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { apiCaller } from './support/api';
import { click, fill, waitForText } from './support/learner-actions';
import { approvedMentor } from './support/mentors';
import { newPage } from './support/pages';
import { signInBrowser, signUpViaApi, verifiedViaOutbox, type TestAccount } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');
const outboxDir = inject('outboxDir');
const stackEnv = inject('stackEnv');
const LEARNER_ZONE = 'Africa/Lagos';
const DAY_MS = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

const call = apiCaller(apiUrl);
const verified = (account: TestAccount) => verifiedViaOutbox(apiUrl, outboxDir, account);

/** A mentor made the real way (verified applicant, approved by an admin), with one weekly slot three days ahead. */
async function bookableMentor(): Promise<{ mentor: TestAccount; username: string }> {
  const mentor = await approvedMentor(
    { apiUrl, outboxDir, stackEnv },
    {
      tag: 'Senior Data Scientist',
      bio: 'I build credit models for a Lagos fintech.',
      yearsOfExperience: 7,
      helpWith: 'SQL and interviews',
    },
    { firstName: 'Amaka', lastName: 'Eze' },
  );
  const day = new Date(Date.now() + 3 * DAY_MS).getUTCDay();
  await call('PUT', '/users/freetime', mentor.token, { freeTime: [{ day, hour: 9, minute: 0, timezone: LEARNER_ZONE }] });
  const { user } = await call<{ user: User }>('GET', '/users/me', mentor.token);
  return { mentor, username: user.username! };
}

/**
 * From the mentor page through the wizard to the local Paystack checkout, where `choice` is pressed. Leaving the
 * Note holds the hour; only the Payment step's button starts the Paystack transaction (decision 0075).
 */
async function bookThroughCheckout(page: Page, username: string, startsAt: string, choice: 'Pay' | 'Fail') {
  await page.goto(`${dashboardUrl}/${username}`);
  await page.locator(`.free-time-option:has(time[datetime="${startsAt}"]) input`).click();
  await click(page, 'button', 'Pay');
  await fill(page, 'Title', 'Analyst');
  await fill(page, 'Bio', 'Numbers person moving into data science.');
  await click(page, 'button', 'Next');
  await fill(page, 'Clarity Needed', 'How do I move from analysis to data science?');
  await click(page, 'button', 'Next');
  await waitForText(page, 'Ready, set, go!');
  await waitForText(page, '₦2,000.00');
  await waitForText(page, 'We are holding these times for you until');
  await click(page, 'button', 'Proceed to pay');
  await page.waitForSelector('::-p-text(local stand-in for Paystack)');
  await click(page, 'button', choice);
  await page.waitForFunction(() => window.location.pathname === '/mentor/booked');
}

describe('booking a mentor end to end with the local Paystack', () => {
  let mentor: TestAccount;
  let username: string;
  let learner: TestAccount;
  let hours: MentorPage['occurrences'];

  beforeAll(async () => {
    ({ mentor, username } = await bookableMentor());
    learner = await verified(await signUpViaApi(apiUrl, { firstName: 'Tunde', lastName: 'Bello' }));
    hours = (await call<MentorPage>('GET', `/meetings/singlementor/${username}`, learner.token)).occurrences;
    expect(hours.length).toBe(2);
  }, 180_000);

  it('pays for an hour, sees it booked on the return page, and both session views show it', async () => {
    const page = await newPage(browser, { timeZone: LEARNER_ZONE });
    await signInBrowser(page, dashboardUrl, learner.token, `/${username}`);
    await bookThroughCheckout(page, username, hours[0]!.startsAt, 'Pay');
    await waitForText(page, 'Your session with Amaka Eze is booked.');
    expect(await page.$('main ::-p-aria([name="Join"][role="link"])')).not.toBeNull();

    await click(page, 'link', 'See your sessions');
    await page.waitForSelector('article[aria-label="Session with Amaka"]');

    const mentorPage = await newPage(browser, { timeZone: LEARNER_ZONE });
    await signInBrowser(mentorPage, dashboardUrl, mentor.token, '/pathway?view=sessions');
    await mentorPage.waitForSelector('article[aria-label="Session with Tunde"]');
    await page.close();
    await mentorPage.close();
  }, 120_000);

  it('a failed payment frees the hour: the mentor page offers it again', async () => {
    const page = await newPage(browser, { timeZone: LEARNER_ZONE });
    await signInBrowser(page, dashboardUrl, learner.token, `/${username}`);
    const startsAt = hours[1]!.startsAt;
    await bookThroughCheckout(page, username, startsAt, 'Fail');
    await waitForText(page, 'Payment did not go through; these times are free again.');
    await click(page, 'link', 'Back to Amaka Eze');
    await page.waitForSelector(`.free-time-option time[datetime="${startsAt}"]`);
    // The paid hour is no longer offered.
    expect(await page.$(`.free-time-option time[datetime="${hours[0]!.startsAt}"]`)).toBeNull();
    await page.close();
  }, 120_000);
});
