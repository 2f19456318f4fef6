import type { Page } from 'puppeteer';

/** Picks the sign-up form's month and year of birth: an adult's by default (decision 0058). */
export async function chooseBirthMonth(page: Page, year = '1990', month = '01'): Promise<void> {
  await (await page.waitForSelector('::-p-aria(Month of birth)'))?.select(month);
  await (await page.waitForSelector('::-p-aria(Year of birth)'))?.select(year);
}
