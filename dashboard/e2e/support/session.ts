import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuthResponse, RegisterBody } from '@trail/shared';
import type { Page } from 'puppeteer';

export interface TestAccount extends AuthResponse {
  password: string;
}

/** Registers a learner straight through the API, with a unique e-mail each call. */
export async function signUpViaApi(apiUrl: string, overrides: Partial<RegisterBody> = {}): Promise<TestAccount> {
  const body: RegisterBody = {
    email: `learner-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct-horse-battery',
    firstName: 'Ada',
    lastName: 'Obi',
    // An adult: a 13–17-year-old's account waits for a parent (decision 0058).
    birthMonth: '1990-01',
    ...overrides,
  };
  const response = await fetch(`${apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as AuthResponse | { error: string };
  if (!response.ok || 'error' in data) {
    throw new Error(`Sign-up through the API failed (${response.status}): ${JSON.stringify(data)}`);
  }
  return { ...data, password: body.password };
}

/** Puts the session where the dashboard keeps it (localStorage `token`) and opens `path` signed in. */
export async function signInBrowser(page: Page, dashboardUrl: string, token: string, path = '/'): Promise<void> {
  // localStorage belongs to an origin, so the page must be on the dashboard before the token can be stored.
  const origin = new URL(dashboardUrl).origin;
  if (new URL(page.url() === 'about:blank' ? 'http://blank.invalid' : page.url()).origin !== origin) {
    // An HTML page: a 404 (there is no favicon) is Chrome's error page, which has no localStorage.
    await page.goto(`${origin}/signin`);
  }
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${origin}${path}`);
}

/** The link of the verification mail the API kept in the stack's outbox for `email` (waits for it). */
export async function verificationLink(outboxDir: string, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
    for (const file of files) {
      const mail = JSON.parse(await readFile(join(outboxDir, file), 'utf8')) as { to: string; subject: string; text: string };
      const link = /(http\S+\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
      if (mail.to === email && mail.subject === 'Confirm your Trail e-mail' && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification mail to ${email} in ${outboxDir}`);
}

/** Proves the account's e-mail the way a person does: with the token from the verification mail. */
export async function verifiedViaOutbox<A extends AuthResponse>(apiUrl: string, outboxDir: string, account: A): Promise<A> {
  const token = new URL(await verificationLink(outboxDir, account.user.email)).searchParams.get('token');
  const response = await fetch(`${apiUrl}/auth/verify-email`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
  if (!response.ok) throw new Error(`Verifying ${account.user.email} failed (${response.status}): ${await response.text()}`);
  return account;
}

/** Presses Log Out once, as soon as it shows, and waits for /signin: a tap is never lost (slow-phone-taps.e2e.ts). */
export async function logOut(page: Page): Promise<void> {
  await page.locator('button::-p-text(Log Out)').click();
  await page.waitForFunction(() => location.pathname === '/signin', { timeout: 15_000 });
}
