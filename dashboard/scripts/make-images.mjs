// Draws Trail's mark as the favicon set (SVG, 32 px PNG and ICO), the app icons and the social card (link
// previews) with Chromium, once: the files are committed in public/, so a build needs no browser. The same
// mark is inline in components/ui/trail-logo.tsx and extension/src/assets/icon.svg. Run again after changing
// the drawing:
// PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium node scripts/make-images.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer';
import { designTokens } from '../../scripts/lib/design-tokens.mjs';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
// The light theme's accent and the colour drawn on it, from src/styles/tokens.css.
const { accent: ACCENT, 'accent-contrast': ON_ACCENT } = designTokens().light;

/**
 * A path climbing to its goal, white on the accent; `scale` leaves room for a maskable icon's crop, `radius`
 * rounds the tile (0 for launcher icons, which the launcher shapes itself).
 */
const mark = (scale, radius = 0) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <rect width="100" height="100" rx="${radius}" fill="${ACCENT}"/>
  <g transform="translate(50 50) scale(${scale}) translate(-50 -50)" fill="none" stroke="${ON_ACCENT}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">
    <path d="M18 78C34 78 34 58 50 58S62 42 68 38"/>
    <circle cx="81" cy="29" r="8" fill="${ON_ACCENT}" stroke="none"/>
  </g>
</svg>`;

const page = (body, style = '') =>
  `<!doctype html><html><head><style>html,body{margin:0;width:100%;height:100%}${style}</style></head><body>${body}</body></html>`;

const CARD = page(
  `<main><div class="logo">${mark(0.8)}</div><h1>Trail</h1><p>Close your skill gaps with learning plans, pathways and mentors.</p></main>`,
  `body{background:${ACCENT};color:${ON_ACCENT};font-family:'DejaVu Sans',Arial,sans-serif}
   main{display:flex;flex-direction:column;justify-content:center;height:100%;padding:0 96px;box-sizing:border-box}
   .logo{width:120px;height:120px;border-radius:24px;overflow:hidden;box-shadow:0 0 0 4px ${ON_ACCENT}}
   h1{font-size:112px;margin:36px 0 8px}p{font-size:44px;margin:0;max-width:960px;line-height:1.3}`,
);

const IMAGES = [
  { file: 'icons/icon-192.png', size: [192, 192], html: page(mark(1)) },
  { file: 'icons/icon-512.png', size: [512, 512], html: page(mark(1)) },
  // Launchers crop maskable icons to a circle or squircle: the mark keeps to the middle 70%.
  { file: 'icons/icon-maskable-512.png', size: [512, 512], html: page(mark(0.7)) },
  { file: 'icons/apple-touch-icon.png', size: [180, 180], html: page(mark(0.85)) },
  { file: 'social-card.png', size: [1200, 630], html: CARD },
  { file: 'favicon-32.png', size: [32, 32], html: page(mark(1, 22), 'html,body{background:transparent}'), transparent: true },
];

// The SVG favicon is the mark itself (modern browsers); the ICO wraps the 32 px PNG for the rest.
const FAVICON_SVG = mark(1, 22)
  .replace(' width="100%" height="100%"', '')
  .replace(' transform="translate(50 50) scale(1) translate(-50 -50)"', '')
  .replace(/\n\s*/g, '');

/** An .ico holding one PNG image (allowed since Windows Vista, read by every browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await puppeteer.launch({ args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage();
  for (const { file, size, html, transparent = false } of IMAGES) {
    await tab.setViewport({ width: size[0], height: size[1] });
    await tab.setContent(html);
    await tab.screenshot({ path: join(PUBLIC, file), type: 'png', omitBackground: transparent });
    console.log(`drew public/${file}`);
  }
  await writeFile(join(PUBLIC, 'favicon.svg'), `${FAVICON_SVG}\n`);
  await writeFile(join(PUBLIC, 'favicon.ico'), icoFromPng(await readFile(join(PUBLIC, 'favicon-32.png')), 32));
  console.log('drew public/favicon.svg and public/favicon.ico');
} finally {
  await browser.close();
}
