import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from 'puppeteer';
import { openPublicPage } from './pages';
import { signUpViaApi, type TestAccount } from './session';

/** Picks the month and year of birth (sign-up's fields, also the older accounts' prompt): an adult's by default (decision 0058). */
export async function chooseBirthMonth(page: Page, year = '1990', month = '01'): Promise<void> {
  await (await page.waitForSelector('::-p-aria(Month of birth)'))?.select(month);
  await (await page.waitForSelector('::-p-aria(Year of birth)'))?.select(year);
}

/** A year and month of birth that make a person `years` old now (the birthday month is over). */
export function bornYearsAgo(years: number): { year: string; month: string } {
  const now = new Date();
  const born = new Date(now.getFullYear() - years, now.getMonth() - 1, 1);
  return { year: String(born.getFullYear()), month: String(born.getMonth() + 1).padStart(2, '0') };
}

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  /** The address opened: `/signup`, or with a referral code. */
  path?: string;
}

/** Fills and sends the sign-up form as a person does, as an adult; resolves once the dashboard is shown. */
export async function signUpWithForm(page: Page, dashboardUrl: string, form: SignUpForm): Promise<void> {
  await openPublicPage(page, `${dashboardUrl}${form.path ?? '/signup'}`);
  const fields: [string, string][] = [
    ['First Name', form.firstName],
    ['Last Name', form.lastName],
    ['E-mail', form.email],
    ['Password', form.password ?? 'a-long-enough-password'],
  ];
  for (const [label, value] of fields) await (await page.waitForSelector(`::-p-aria(${label})`))!.type(value);
  await chooseBirthMonth(page);
  await page.locator('button::-p-text(Sign me Up)').click();
  await page.waitForSelector('nav[aria-label="Dashboard"]');
}

/** An account as made before sign-up asked for a month of birth (decision 0061): signed up, then its month removed. */
export async function olderAccount(apiUrl: string, stackEnv: Record<string, string>): Promise<TestAccount> {
  const account = await signUpViaApi(apiUrl);
  const client = await MongoClient.connect(stackEnv.MONGODB_URI!);
  try {
    await client.db(stackEnv.MONGODB_DB).collection('users').updateOne({ _id: new ObjectId(account.user._id) }, { $unset: { birthMonth: 1 } });
  } finally {
    await client.close();
  }
  return { ...account, user: { ...account.user, birthMonth: undefined } };
}
