import type { Page } from 'puppeteer';

/** Puppeteer's ARIA selector: an element by its accessible role and name, as a person finds it. */
export const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

export async function click(page: Page, role: string, name: string, within = ''): Promise<void> {
  await page.locator(`${within} ${byRole(role, name)}`.trim()).click();
}

export async function fill(page: Page, label: string, text: string, within = '', role = 'textbox'): Promise<void> {
  const field = await page.locator(`${within} ${byRole(role, label)}`.trim()).waitHandle();
  await field.click({ count: 3 });
  await field.type(text);
}

/** Waits until `selector`'s text contains (or, with `present: false`, no longer contains) `text`. */
export async function waitForText(page: Page, text: string, { selector = 'body', present = true } = {}): Promise<void> {
  await page.waitForFunction(
    (sel, expected, wanted) => {
      const content = [...document.querySelectorAll(sel)].map((el) => (el as HTMLElement).innerText).join('\n');
      return content.includes(expected) === wanted;
    },
    { timeout: 15_000 },
    selector,
    text,
    present,
  );
}

/** The numbers on the Home tiles, by label. */
export async function tileCounts(page: Page): Promise<Record<string, string>> {
  return page.$$eval('[data-tour="tiles"] a', (tiles) =>
    Object.fromEntries(
      tiles.map((tile) => [
        tile.querySelector('.count-tile-label')?.textContent ?? '',
        tile.querySelector('.count-tile-number')?.textContent ?? '',
      ]),
    ),
  );
}
