import type { Page } from 'puppeteer';

/** Both colour schemes the pages must pass in (styles/tokens.css). */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The page's system prefers `theme`, as a phone in dark mode does: no choice is stored, so Trail follows it. */
export async function preferTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
}

/** The main signed-in views: a name, the path, and what shows once the view has its data. */
export const SIGNED_IN_VIEWS = [
  ['Home', '/', '#in-progress article'],
  ['Learning plan', '/plan', '.activity-chart'],
  ['Learning history', '/history', 'main article'],
  ['Wishlist', '/wishlist', 'main article'],
  ['Settings', '/settings', 'main form'],
  ['the /pathway Home', '/pathway', 'main .pathway-card'],
  ['Mentorship Session', '/pathway?view=sessions', 'main .pathway-card'],
  ['the Pathway view', '/pathway?view=pathway', 'main .pathway-card'],
  ['Profile', '/pathway?view=profile', 'main form'],
] as const;

/** Something in every list, so the views show cards, tiles and buttons rather than empty states. */
export async function seedLearner(apiUrl: string, token: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (const [title, link, wishList, reminder] of [
    ['Intro to product discovery', 'https://www.youtube.com/watch?v=discovery', false, true],
    ['Writing user stories', 'https://example.com/user-stories', true, false],
  ] as const) {
    await post('/learning', { title, link, type: 'Article', wishList: { state: wishList }, reminder: { state: reminder } });
  }
  await post('/todo', { title: 'Draft a problem statement' });
}
