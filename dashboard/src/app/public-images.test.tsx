import { cleanup } from '@testing-library/react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

// Loaded up front: the first lazy page load would otherwise eat into renderApp's wait on a busy machine.
import './routes/about/about';
import './routes/auth/signin';
import './routes/auth/signup';
import './routes/individuals';
import './routes/landing';

// Vitest runs in dashboard/.
const PUBLIC = join(process.cwd(), 'public');
const ILLUSTRATIONS = join(PUBLIC, 'illustrations');
const tokens = readFileSync(join(process.cwd(), 'src', 'styles', 'tokens.css'), 'utf8');
const HEX = /#[0-9a-f]{3,8}\b/gi;

/** The hex colours of tokens.css, light (the :root block) and dark (its prefers-color-scheme block). */
function tokenColours(selector: string): Set<string> {
  const start = tokens.indexOf(`${selector} {`);
  const body = tokens.slice(start, tokens.indexOf('}', start));
  return new Set(body.match(HEX)?.map((hex) => hex.toLowerCase()));
}

const lightColours = tokenColours(':root');
const darkColours = tokenColours(":root:not([data-theme='light'])");

describe('illustrations on the public pages', { timeout: 30_000 }, () => {
  it.each(['/', '/individuals', '/about', '/signin', '/signup'])(
    '%s shows an illustration with its size, a description, and a file that exists',
    async (path) => {
      stubFetch(() => jsonResponse([]));
      await renderApp(path);
      const images = [...document.querySelectorAll<HTMLImageElement>('img[src^="/illustrations/"]')];
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        const file = readFileSync(join(PUBLIC, image.getAttribute('src')!), 'utf8');
        // The attributes match the drawing's own size, so the space kept for it has the right shape.
        expect(image.getAttribute('width')).toBe(file.match(/ width="(\d+)"/)?.[1]);
        expect(image.getAttribute('height')).toBe(file.match(/ height="(\d+)"/)?.[1]);
        expect(image.alt.length).toBeGreaterThan(10);
        expect(image.getAttribute('decoding')).toBe('async');
        // Above the fold: low priority, so React adds no preload link inside the pre-rendered root.
        if (image.getAttribute('loading') !== 'lazy') expect(image.getAttribute('fetchpriority')).toBe('low');
      }
      cleanup();
    },
  );

  it('loads the ones below the fold lazily', async () => {
    stubFetch(() => jsonResponse([]));
    await renderApp('/signup');
    expect(document.querySelector('img[src="/illustrations/sign-in.svg"]')).toHaveAttribute('loading', 'lazy');
  });
});

describe.each(readdirSync(ILLUSTRATIONS).filter((name) => name.endsWith('.svg')))('illustration %s', (name) => {
  const svg = readFileSync(join(ILLUSTRATIONS, name), 'utf8');
  const [light, dark = ''] = svg.split('@media (prefers-color-scheme:dark)');

  it('stays small: under 6 KB gzipped, no scripts, no embedded bitmaps', () => {
    expect(gzipSync(svg).length).toBeLessThan(6 * 1024);
    expect(svg).not.toMatch(/<script|<image|data:/i);
  });

  it("uses only the tokens' colours, and has a dark version of them", () => {
    expect(dark).not.toBe('');
    for (const colour of light!.match(HEX) ?? []) expect(lightColours, colour).toContain(colour.toLowerCase());
    for (const colour of dark.match(HEX) ?? []) expect(darkColours, colour).toContain(colour.toLowerCase());
  });
});

describe('favicon set', () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');

  it.each([
    ['<link rel="icon" href="/favicon.svg" type="image/svg+xml" />', 'favicon.svg'],
    ['<link rel="icon" href="/favicon.ico" sizes="32x32" />', 'favicon.ico'],
    ['<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />', 'icons/apple-touch-icon.png'],
  ])('index.html links %s and the file exists', (link, file) => {
    expect(html).toContain(link);
    expect(existsSync(join(PUBLIC, file))).toBe(true);
  });

  it('the SVG favicon stays under 1 KB', () => {
    expect(readFileSync(join(PUBLIC, 'favicon.svg')).length).toBeLessThan(1024);
  });
});
