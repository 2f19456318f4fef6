import { MongoClient, ObjectId } from 'mongodb';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { apiCaller } from './support/api';
import { click, fill, waitForText } from './support/learner-actions';
import { approvedMentor } from './support/mentors';
import { newPage } from './support/pages';
import { signInBrowser, type TestAccount } from './support/session';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');
const outboxDir = inject('outboxDir');
const stackEnv = inject('stackEnv');
const EARNED_KOBO = 1_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

const call = apiCaller(apiUrl);

/**
 * What a paid meeting leaves in the ledger (the booking issue will write it through checkout): the
 * payment received and the mentor's credit, with the accounts' cached balances moved to match, so
 * the ledger still reconciles.
 */
async function creditEarnings(userId: string, amountKobo: number): Promise<void> {
  const client = await MongoClient.connect(stackEnv.MONGODB_URI!);
  try {
    const db = client.db(stackEnv.MONGODB_DB);
    const reference = `e2e-${userId}`;
    const earnings = `user:${userId}:earnings`;
    const now = new Date();
    await db.collection('ledgerentries').insertMany([
      { reference: `${reference}:received`, kind: 'payment_received', debit: 'external:paystack', credit: 'platform:clearing', amountKobo, reason: 'Payment for a mentoring hour', createdAt: now },
      { reference: `${reference}:mentor`, kind: 'mentor_credit', debit: 'platform:clearing', credit: earnings, amountKobo, reason: 'Earning for a mentoring hour', createdAt: now },
    ]);
    const move = (account: string, kind: string, delta: number) =>
      db.collection('ledgeraccounts').updateOne({ account }, { $inc: { balanceKobo: delta, [`totals.${kind}`]: delta } }, { upsert: true });
    await move('external:paystack', 'payment_received', -amountKobo);
    await move('platform:clearing', 'payment_received', amountKobo);
    await move('platform:clearing', 'mentor_credit', -amountKobo);
    await move(earnings, 'mentor_credit', amountKobo);
  } finally {
    await client.close();
  }
}

/** Test-only: the day a first save of bank details waits has passed (decision 0077). */
async function endBankPause(userId: string): Promise<void> {
  const client = await MongoClient.connect(stackEnv.MONGODB_URI!);
  try {
    await client.db(stackEnv.MONGODB_DB).collection('bankaccounts').updateOne({ user: new ObjectId(userId) }, { $unset: { withdrawalsPausedUntil: 1 } });
  } finally {
    await client.close();
  }
}

async function accountView(mentor: TestAccount): Promise<Page> {
  const page = await newPage(browser);
  await signInBrowser(page, dashboardUrl, mentor.token, '/pathway?view=account');
  await waitForText(page, 'Change bank details');
  return page;
}

describe('a mentor is paid out', () => {
  it('adds bank details with the name the bank holds, then withdraws through (the local) Paystack', async () => {
    const mentor = await approvedMentor(
      { apiUrl, outboxDir, stackEnv },
      {
        tag: 'Product designer',
        bio: 'Ten years of design in Lagos fintech.',
        yearsOfExperience: 10,
        helpWith: 'Portfolios and interviews',
      },
    );
    await creditEarnings(mentor.user._id, EARNED_KOBO);
    const page = await accountView(mentor);
    await waitForText(page, '₦14,000.00');

    await page.locator('select').fill('058');
    await fill(page, 'Account number', '0123456789');
    const confirm = await page.locator('::-p-text(This account is mine)').waitHandle();
    await confirm.click();
    await fill(page, 'Your Trail password', mentor.password);
    await click(page, 'button', 'Save bank details');
    await waitForText(page, '•••••• 6789');
    // A first save waits 24 hours before a withdrawal (decision 0077): the panel says so, then the day passes.
    await waitForText(page, 'Withdrawals to this account can start on');
    await endBankPause(mentor.user._id);
    await page.reload();
    await waitForText(page, '•••••• 6789');

    await fill(page, 'Amount (₦)', '20000');
    await click(page, 'button', 'Withdraw');
    await waitForText(page, 'Cannot withdraw more than N 14,000');

    await fill(page, 'Amount (₦)', '5000');
    await click(page, 'button', 'Withdraw');
    await waitForText(page, 'Withdrawal Successful');
    await waitForText(page, '₦9,000.00');

    const balance = await call<{ withdrawableKobo: number }>('GET', '/payments/balance', mentor.token);
    expect(balance.withdrawableKobo).toBe(900_000);
  });
});
