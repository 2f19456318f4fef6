import type { MicroSkill } from '@trail/shared';
import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';

const apiUrl = inject('apiUrl');
const dashboardUrl = inject('dashboardUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await puppeteer.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

function countsByGroup(skills: MicroSkill[]): string[] {
  const counts = new Map<string, number>();
  for (const { skillGroup } of skills) counts.set(skillGroup, (counts.get(skillGroup) ?? 0) + 1);
  return [...counts].map(([group, count]) => `${group} — ${count} ${count === 1 ? 'skill' : 'skills'}`).sort();
}

it('shows on the landing page the skills stored in MongoDB, fetched through the API', async () => {
  const skills = (await (await fetch(`${apiUrl}/skills`)).json()) as MicroSkill[];
  expect(skills.length).toBeGreaterThanOrEqual(200);

  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(dashboardUrl);

  const items = await page.waitForSelector('section[aria-labelledby="skill-groups-heading"] li');
  expect(items).not.toBeNull();
  const shown = await page.$$eval('section[aria-labelledby="skill-groups-heading"] li', (lis) => lis.map((li) => li.textContent ?? ''));
  expect(shown.sort()).toEqual(countsByGroup(skills));
  expect(requests).toContain('/api/v1/skills');
  expect(requests).toContain('/api/v1/auth/up');
  await page.close();
});

it('renders each public route with its heading', async () => {
  const page = await browser.newPage();
  for (const [path, heading] of [
    ['/signin', 'Welcome to the Organized Side of Learning'],
    ['/signup', 'Accelerate your career growth'],
  ]) {
    await page.goto(`${dashboardUrl}${path}`);
    const h1 = await page.waitForSelector('h1');
    expect(await h1?.evaluate((el) => el.textContent)).toBe(heading);
  }
  await page.close();
});

it('shows the 404 page for an unknown address', async () => {
  const page = await browser.newPage();
  await page.goto(`${dashboardUrl}/no/such/page`);
  await page.waitForSelector('h1');
  const text = await page.$eval('main', (main) => main.textContent ?? '');
  expect(text).toContain('Error 404');
  expect(text).toContain('You got the wrong page');
  await page.close();
});
