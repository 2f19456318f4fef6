import { randomUUID } from 'node:crypto';
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
