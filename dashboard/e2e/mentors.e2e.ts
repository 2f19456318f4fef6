import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { grantAdmin } from './support/api';
import { seriousViolations } from './support/axe';
import { click, fill, waitForText } from './support/learner-actions';
import { newPage } from './support/pages';
import { signInBrowser, signUpViaApi, verificationLink, type TestAccount } from './support/session';
import { signUpWithForm } from './support/birth-month';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');
const outboxDir = inject('outboxDir');
const stackEnv = inject('stackEnv');

const DAY_MS = 86_400_000;
const MENTOR_ZONE = 'Europe/London';
const LEARNER_ZONE = 'Africa/Lagos';
const SLOT = { hour: 9, minute: 0 };

let browser: Browser;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

/** Types into the field a person finds by its label (the sign-up and sign-in forms). */
async function typeInto(page: Page, label: string, text: string) {
  await (await page.waitForSelector(`::-p-aria(${label})`))!.type(text);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, path: string) =>
  page.waitForFunction((expected) => window.location.pathname === expected, {}, path);

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return (Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - instant.getTime()) / 60_000;
}

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
const dateIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

/** The instant when the wall clock in `timeZone` reads `hour:minute` on `date` (no DST change falls near 09:00). */
function wallClock(date: string, { hour, minute }: typeof SLOT, timeZone: string): Date {
  const asUtc = new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  return new Date(asUtc.getTime() - offsetMinutes(asUtc, timeZone) * 60_000);
}

const lagosTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: LEARNER_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/**
 * The weekly slot's day: three days from now in London, so both of its occurrences lie well inside the
 * two-week horizon; and the instants a learner should be offered (Monday 09:00 London every week).
 */
function plannedSlot(now = new Date()) {
  const firstDate = dateIn(new Date(now.getTime() + 3 * DAY_MS), MENTOR_ZONE);
  const day = new Date(`${firstDate}T12:00:00Z`).getUTCDay();
  const occurrences = [0, 1, 2]
    .map((week) => wallClock(dateIn(new Date(new Date(`${firstDate}T12:00:00Z`).getTime() + week * 7 * DAY_MS), 'UTC'), SLOT, MENTOR_ZONE))
    .filter((instant) => instant.getTime() > now.getTime() && instant.getTime() < now.getTime() + 14 * DAY_MS);
  return { day, occurrences };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe('becoming a mentor and being booked across time zones', () => {
  let applicant: Page;
  let applicantEmail: string;
  let username: string;
  let learner: TestAccount;
  const planned = plannedSlot();

  it('a new user signs up, verifies the e-mail and applies to mentor', async () => {
    applicant = await newPage(browser);
    applicantEmail = `amaka-${Date.now()}@example.com`;
    await signUpWithForm(applicant, dashboardUrl, { firstName: 'Amaka', lastName: 'Eze', email: applicantEmail });

    const link = new URL(await verificationLink(outboxDir, applicantEmail));
    await applicant.goto(`${dashboardUrl}${link.pathname}${link.search}`);
    await waitForText(applicant, 'Your e-mail is verified. Thank you!');

    await applicant.goto(`${dashboardUrl}/mentor/apply`);
    await click(applicant, 'checkbox', 'Data Science');
    await fill(applicant, 'Job title', 'Senior Data Scientist');
    await fill(applicant, 'Bio', 'I build credit models for a Lagos fintech.');
    await fill(applicant, 'Years of experience', '7', '', 'spinbutton');
    await fill(applicant, 'Public profile link (e.g. LinkedIn)', 'https://www.linkedin.com/in/amaka-eze');
    await fill(applicant, 'What you can help with', 'SQL, statistics and interviews');
    await click(applicant, 'button', 'Apply to mentor');
    await waitForText(applicant, 'your application to mentor is pending', { selector: 'main' });
    // The answer is the stored application: a reload reads the same from the API.
    await applicant.reload();
    await waitForText(applicant, 'your application to mentor is pending', { selector: 'main' });
  });

  it('an admin made with `npm run admin -- grant` approves the application in /admin', async () => {
    const admin = await signUpViaApi(apiUrl, { firstName: 'Bola', lastName: 'Admin' });
    expect(await grantAdmin(stackEnv, admin.user.email)).toContain('is now a Trail admin');

    const page = await newPage(browser);
    await signInBrowser(page, dashboardUrl, admin.token, '/admin');
    const card = 'article[aria-label="Amaka Eze"]';
    await page.waitForSelector(card);
    await waitForText(page, applicantEmail, { selector: card });
    await click(page, 'button', 'Approve', card);
    await page.waitForFunction((selector) => !document.querySelector(selector), {}, card);
    // Now in the mentor roster, with its suspend control.
    await page.waitForSelector('::-p-aria([name="Suspend Amaka Eze"][role="button"])');
    await page.close();
  });

  it('the new mentor sets a weekly slot in Europe/London in the Availability view', async () => {
    // The old address still leads there.
    await applicant.goto(`${dashboardUrl}/mentor/availability`);
    await applicant.waitForFunction(() => window.location.pathname + window.location.search === '/pathway?view=availability');
    await applicant.waitForSelector('form[aria-label="New weekly slot"]');
    const [day, hour, minute, zone] = await applicant.$$('form[aria-label="New weekly slot"] select');
    await day!.select(String(planned.day));
    await hour!.select(String(SLOT.hour));
    await minute!.select(String(SLOT.minute));
    await zone!.select(MENTOR_ZONE);
    await click(applicant, 'button', 'Add Slot');
    await waitForText(applicant, `${WEEKDAYS[planned.day]} 09:00 (${MENTOR_ZONE})`, { selector: 'ul[aria-label="Weekly slots"]' });

    // The view links to the mentor's public page, /{username}.
    await waitForText(applicant, 'Learners book you on your public page', { selector: 'main' });
    const links = await applicant.$$eval('main a', (anchors) => anchors.map((a) => ({ text: a.textContent, href: a.getAttribute('href') })));
    const publicPage = links.find(({ text }) => text?.startsWith('/'));
    expect(publicPage?.href).toBe(publicPage?.text);
    username = publicPage!.href!.slice(1);
    expect(await seriousViolations(applicant)).toEqual([]);
    expect(username).toMatch(/^[a-z0-9-]+$/);
    await applicant.close();
  });

  it('a learner in Africa/Lagos sees the times in Lagos, signs in to book and keeps the ticked time', async () => {
    expect(planned.occurrences.length).toBe(2);
    learner = await signUpViaApi(apiUrl, { firstName: 'Tunde', lastName: 'Bello' });
    const page = await newPage(browser, { timeZone: LEARNER_ZONE });
    await page.goto(`${dashboardUrl}/${username}`);
    await page.waitForSelector('.free-time-picker time');
    await waitForText(page, 'Amaka Eze', { selector: 'main h1' });
    await waitForText(page, `Times are in your time zone, ${LEARNER_ZONE}`, { selector: 'main' });

    const shown = await page.$$eval('.free-time-picker time', (times) => times.map((time) => ({ at: time.getAttribute('datetime')!, text: time.textContent })));
    expect(shown.map(({ at }) => new Date(at).getTime())).toEqual(planned.occurrences.map((instant) => instant.getTime()));
    for (const { at, text } of shown) expect(text).toBe(lagosTime(new Date(at)));
    // In winter London is on UTC and Lagos an hour ahead: the mentor's 09:00 is 10:00 here.
    if (offsetMinutes(planned.occurrences[0]!, MENTOR_ZONE) === 0) expect(shown[0]!.text).toBe('10:00');

    expect(await seriousViolations(page)).toEqual([]);

    const chosen = shown[1]!.at;
    await page.locator(`.free-time-option:has(time[datetime="${chosen}"]) input`).click();
    await click(page, 'button', 'Schedule');
    await waitForPath(page, '/signin');
    await waitForText(page, 'You need to be logged in to book a session', { selector: '[role="alert"]' });

    await typeInto(page, 'E-mail', learner.user.email);
    await typeInto(page, 'Password', learner.password);
    await page.locator('button[type="submit"]::-p-text(Log in)').click();
    await waitForPath(page, `/${username}`);
    await page.waitForSelector('[role="region"][aria-label="Your booking"]');

    const ticked = await page.$$eval('.free-time-option input:checked + time', (times) => times.map((time) => time.getAttribute('datetime')));
    expect(ticked).toEqual([chosen]);
    await waitForText(page, '₦2,000.00', { selector: '[aria-label="Your booking"]' });
    expect(await page.$('[aria-label="Your booking"] ::-p-aria([name="Pay"][role="button"])')).not.toBeNull();
    expect(pathOf(page)).toBe(`/${username}`);
    await page.close();
  });

  it('the mentor page fits a 375 px phone without sideways scrolling', async () => {
    const page = await newPage(browser, { width: 375, timeZone: LEARNER_ZONE });
    await page.goto(`${dashboardUrl}/${username}`);
    await page.waitForSelector('.free-time-picker time');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.close();
  });
});
