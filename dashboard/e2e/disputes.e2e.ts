import type { AdminDisputesResponse, MentorHourPayResponse, MentorHourResponse, MentorPage, User } from '@trail/shared';
import { MongoClient, ObjectId } from 'mongodb';
import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { apiCaller, grantAdmin } from './support/api';
import { click, fill, waitForText } from './support/learner-actions';
import { approvedMentor } from './support/mentors';
import { newPage } from './support/pages';
import { signInBrowser, signUpViaApi, verifiedViaOutbox, type TestAccount } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');
const outboxDir = inject('outboxDir');
const stackEnv = inject('stackEnv');
const ZONE = 'Africa/Lagos';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

const call = apiCaller(apiUrl);

/** The booking only sells future hours: the paid session is moved to have started two hours ago, as if it had happened. */
async function moveIntoThePast(paymentReference: string): Promise<string> {
  const client = await MongoClient.connect(stackEnv.MONGODB_URI!);
  try {
    const db = client.db(stackEnv.MONGODB_DB);
    const startsAt = new Date(Date.now() - 2 * HOUR_MS);
    const endsAt = new Date(startsAt.getTime() + HOUR_MS);
    const meeting = await db.collection('meetings').findOneAndUpdate({ paymentReference, status: 'booked' }, { $set: { startsAt, endsAt } });
    await db.collection('earningholds').updateOne({ paymentReference }, { $set: { releaseAt: new Date(endsAt.getTime() + 48 * HOUR_MS) } });
    return (meeting!._id as ObjectId).toHexString();
  } finally {
    await client.close();
  }
}

async function refundedKobo(paymentReference: string): Promise<number[]> {
  const client = await MongoClient.connect(stackEnv.MONGODB_URI!);
  try {
    const entries = await client.db(stackEnv.MONGODB_DB).collection('ledgerentries').find({ reference: { $regex: `^${paymentReference}:` }, kind: 'refund' }).toArray();
    return entries.map((entry) => entry.amountKobo as number);
  } finally {
    await client.close();
  }
}

describe('a learner reports a problem with a session and is refunded', () => {
  let mentor: TestAccount;
  let learner: TestAccount;
  let admin: TestAccount;
  let reference: string;

  beforeAll(async () => {
    mentor = await approvedMentor(
      { apiUrl, outboxDir, stackEnv },
      { tag: 'Product designer', bio: 'Design lead in Lagos.', yearsOfExperience: 6, helpWith: 'Portfolios' },
      { firstName: 'Kemi', lastName: 'Ade' },
    );
    const day = new Date(Date.now() + 3 * DAY_MS).getUTCDay();
    await call('PUT', '/users/freetime', mentor.token, { freeTime: [{ day, hour: 11, minute: 0, timezone: ZONE }] });
    const { user } = await call<{ user: User }>('GET', '/users/me', mentor.token);
    learner = await verifiedViaOutbox(apiUrl, outboxDir, await signUpViaApi(apiUrl, { firstName: 'Femi', lastName: 'Okoro' }));
    admin = await signUpViaApi(apiUrl);
    await grantAdmin(stackEnv, admin.user.email);

    // Booked and paid on the local Paystack, as the wizard's Pay press does.
    const [hour] = (await call<MentorPage>('GET', `/meetings/singlementor/${user.username!}`, learner.token)).occurrences;
    const held = await call<MentorHourResponse>('POST', '/payments/mentorhour', learner.token, {
      mentorId: mentor.user._id,
      occurrences: [hour],
      clarity: 'Review my portfolio',
    });
    reference = held.reference;
    const paying = await call<MentorHourPayResponse>('POST', `/payments/mentorhour/${reference}/pay`, learner.token);
    const checkout = await newPage(browser, { timeZone: ZONE });
    await signInBrowser(checkout, dashboardUrl, learner.token, '/');
    await checkout.goto(paying.data.authorization_url);
    await click(checkout, 'button', 'Pay');
    await waitForText(checkout, 'Your session with Kemi Ade is booked.');
    await checkout.close();
    await moveIntoThePast(reference);
  }, 240_000);

  it('reports that someone else came; an admin refunds in full with a reason; the learner sees the refund and why', async () => {
    const page = await newPage(browser, { timeZone: ZONE });
    await signInBrowser(page, dashboardUrl, learner.token, '/pathway?view=sessions');
    await click(page, 'button', 'Report a problem');
    await page.locator('::-p-aria([name="Someone else came"][role="radio"])').click();
    await fill(page, 'What happened?', 'A different person joined and did not know my portfolio.');
    await click(page, 'button', 'Send report');
    await waitForText(page, 'You reported a problem:');
    await waitForText(page, 'A Trail admin will decide');

    const adminPage = await newPage(browser, { timeZone: ZONE });
    await signInBrowser(adminPage, dashboardUrl, admin.token, '/admin');
    await waitForText(adminPage, 'Reported sessions');
    await waitForText(adminPage, 'A different person joined and did not know my portfolio.');
    await adminPage.locator('::-p-aria([name="Refund the learner in full (₦2,000.00)"][role="radio"])').click();
    await fill(adminPage, 'Reason (both people read it)', 'The booked mentor did not attend.');
    await click(adminPage, 'button', 'Decide');
    await waitForText(adminPage, 'No reported sessions wait for a decision.');
    expect((await call<AdminDisputesResponse>('GET', '/admin/disputes', admin.token)).disputes).toEqual([]);
    await adminPage.close();

    await page.reload();
    await waitForText(page, 'Decided: ₦2,000.00 refunded to the learner.');
    await waitForText(page, 'Reason: The booked mentor did not attend.');
    expect(await refundedKobo(reference)).toEqual([200_000]);
    await page.close();
  }, 180_000);
});
