// Draws the app icons and the social card (link previews) with Chromium, once: the PNGs are committed
// in public/, so a build needs no browser. Run again after changing the drawing:
// PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium node scripts/make-images.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const ACCENT = '#0b5cad';

/** A path rising through three steps, white on the accent; `scale` leaves room for a maskable icon's crop. */
const mark = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <rect width="100" height="100" fill="${ACCENT}"/>
  <g transform="translate(50 50) scale(${scale}) translate(-50 -50)" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">
    <path d="M18 78 C 34 78, 34 58, 50 58 S 66 36, 82 30"/>
    <circle cx="82" cy="30" r="5" fill="#fff" stroke="none"/>
  </g>
</svg>`;

const page = (body, style = '') =>
  `<!doctype html><html><head><style>html,body{margin:0;width:100%;height:100%}${style}</style></head><body>${body}</body></html>`;

const CARD = page(
  `<main><div class="logo">${mark(0.8)}</div><h1>Trail</h1><p>Close your skill gaps with learning plans, pathways and mentors.</p></main>`,
  `body{background:${ACCENT};color:#fff;font-family:'DejaVu Sans',Arial,sans-serif}
   main{display:flex;flex-direction:column;justify-content:center;height:100%;padding:0 96px;box-sizing:border-box}
   .logo{width:120px;height:120px;border-radius:24px;overflow:hidden;box-shadow:0 0 0 4px #fff}
   h1{font-size:112px;margin:36px 0 8px}p{font-size:44px;margin:0;max-width:960px;line-height:1.3}`,
);

const IMAGES = [
  { file: 'icons/icon-192.png', size: [192, 192], html: page(mark(1)) },
  { file: 'icons/icon-512.png', size: [512, 512], html: page(mark(1)) },
  // Launchers crop maskable icons to a circle or squircle: the mark keeps to the middle 70%.
  { file: 'icons/icon-maskable-512.png', size: [512, 512], html: page(mark(0.7)) },
  { file: 'icons/apple-touch-icon.png', size: [180, 180], html: page(mark(0.85)) },
  { file: 'social-card.png', size: [1200, 630], html: CARD },
];

const browser = await puppeteer.launch({ args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage();
  for (const { file, size, html } of IMAGES) {
    await tab.setViewport({ width: size[0], height: size[1] });
    await tab.setContent(html);
    await tab.screenshot({ path: join(PUBLIC, file), type: 'png' });
    console.log(`drew public/${file}`);
  }
} finally {
  await browser.close();
}
