import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { designTokens } from '../../../../scripts/lib/design-tokens.mjs';

// Vitest runs in extension/.
const popupTokens = readFileSync(join(process.cwd(), 'src', 'entrypoints', 'popup', 'tokens.css'), 'utf8');
const [lightPart, darkPart = ''] = popupTokens.split('@media (prefers-color-scheme: dark)');

/** The custom properties a part of the file declares, without `var()` compositions such as --focus-ring. */
function colours(css: string): Record<string, string> {
  return Object.fromEntries([...css.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]).filter(([, value]) => !value!.includes('var(')));
}

// The popup repeats a third of the dashboard's colour roles (decision 0060): they may not drift apart.
describe("the popup's colour roles", () => {
  const dashboard = designTokens();

  it.each([
    ['light', lightPart, dashboard.light],
    ['dark', darkPart, dashboard.dark],
  ])('%s: each has the dashboard value of the same name', (_, part, theirs) => {
    const ours = colours(part!);
    expect(Object.keys(ours).length).toBeGreaterThan(5);
    expect(ours).toEqual(Object.fromEntries(Object.keys(ours).map((name) => [name, theirs[name]])));
  });
});
