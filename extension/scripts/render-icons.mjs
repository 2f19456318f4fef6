// Draws the toolbar icons from src/assets/icon.svg (Trail's mark, the same as the dashboard's favicon) with
// Chromium, once: the PNGs are committed in public/icon, so a build needs no browser. Run after changing the mark:
// node scripts/render-icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import { fileURLToPath, URL } from 'node:url';
import puppeteer from 'puppeteer';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const mark = readFileSync(join(root, 'src', 'assets', 'icon.svg'), 'utf8');

/** The mark, `artwork` wide, centred on a transparent page. */
const iconPage = (artwork) =>
  `<!doctype html><html><head><style>html,body{margin:0;width:100%;height:100%;background:transparent}
   body{display:grid;place-items:center}svg{width:${artwork};height:${artwork}}</style></head><body>${mark}</body></html>`;

const browser = await puppeteer.launch(chromiumLaunchOptions());
try {
  const tab = await browser.newPage();
  for (const size of [16, 32, 48, 128]) {
    await tab.setViewport({ width: size, height: size });
    await tab.setContent(iconPage('100%'));
    await tab.screenshot({ path: join(root, 'public', 'icon', `${size}.png`), omitBackground: true });
    console.log(`drew public/icon/${size}.png`);
  }
} finally {
  await browser.close();
}
