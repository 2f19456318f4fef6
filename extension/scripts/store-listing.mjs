// Makes the store listing's images in store-listing/ (committed; run again when the popup or the mark changes):
// 1280×800 screenshots of the real built popup in Chromium over the page it saves, light and dark, a 440×280
// promo tile and the 128 px store icon (96 px of artwork in a 128 px canvas, as the Chrome Web Store asks).
// The popup talks to a small stand-in API here, so the screenshots need no database or account.
// Usage: node scripts/store-listing.mjs
/* global chrome, document -- inside the popup page */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import puppeteer from 'puppeteer';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { designTokens } from '../../scripts/lib/design-tokens.mjs';

const EXTENSION_ID = 'ggkmdolhnkbhgbdmgeeffkjdhlhokfoo'; // EXTENSION_DEV_ID in @trail/shared
const root = fileURLToPath(new URL('..', import.meta.url));
const listing = join(root, 'store-listing');
const mark = readFileSync(join(root, 'src', 'assets', 'icon.svg'), 'utf8');
// Trail's colours from the dashboard's tokens.css; the lesson page's own colours below are another site's.
const TOKENS = designTokens();
const { accent: ACCENT, 'accent-contrast': ON_ACCENT } = TOKENS.light;
const FONT = "system-ui,'DejaVu Sans',Arial,sans-serif";

const SKILLS = ['Python', 'Data cleaning', 'pandas', 'User research', 'SQL joins'].map((name, index) => ({
  _id: `skill-${index}`,
  name,
  skillGroup: 'Data Science',
}));
const THREE_DAYS_AGO = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();

const LESSONS = {
  'data-cleaning': { title: 'Cleaning messy data with pandas', lead: 'Lesson 4 of 12 · Data analysis with Python', saved: false },
  'user-interviews': { title: 'How to run a user interview', lead: 'Video · 18 minutes · Product design', saved: true },
};

/** A learning page of the kind learners save, and the stand-in for the few API routes the popup calls. */
function handle(req, res) {
  const url = new URL(req.url, 'http://localhost');
  const lesson = LESSONS[url.pathname.split('/')[2] ?? ''];
  if (url.pathname.startsWith('/lessons/') && lesson) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    return res.end(lessonPage(lesson));
  }
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (url.pathname === '/api/v1/skills') return res.end(JSON.stringify(SKILLS));
  if (url.pathname === '/api/v1/learning/lookup') {
    const link = url.searchParams.get('url') ?? '';
    const saved = Object.entries(LESSONS).find(([slug, { saved }]) => saved && link.includes(slug));
    const resource = saved && {
      _id: 'res-1', title: saved[1].title, link, offeredBy: 'learn.example', type: 'Video', microSkill: ['User research'],
      wishList: { state: false }, reminder: { state: true }, done: false, user: 'u-1', createdAt: THREE_DAYS_AGO, updatedAt: THREE_DAYS_AGO,
    };
    return res.end(JSON.stringify({ resource: resource || null }));
  }
  res.writeHead(404);
  res.end(JSON.stringify({ error: 'Not found' }));
}

function lessonPage({ title, lead }) {
  return `<!doctype html><html lang="en"><head><title>${title} | Learn</title><meta property="og:title" content="${title}">
  <style>body{margin:0;font-family:${FONT};color:#1f2933;background:#fafafa}header{padding:18px 48px;background:#1f2933;color:#fff;font-weight:700}
  main{max-width:720px;padding:48px}h1{font-size:40px;margin:0 0 8px}.lead{color:#52606d;font-size:18px}
  .video{height:220px;margin:28px 0;border-radius:12px;background:linear-gradient(135deg,#334e68,#9fb3c8)}p{font-size:18px;line-height:1.6}</style></head>
  <body><header>Learn</header><main><h1>${title}</h1><p class="lead">${lead}</p><div class="video"></div>
  <p>Real data is messy. In this lesson you will find the gaps, fix the types and keep a record of every change you make.</p></main></body></html>`;
}

/** The real popup for the tab showing `pageUrl`, signed in, as a PNG of its own size. */
async function popupShot(browser, pageUrl, theme) {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1280, height: 800 });
  await tab.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
  await tab.goto(pageUrl);
  const popup = await browser.newPage();
  await popup.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
  await popup.setViewport({ width: 360, height: 600, deviceScaleFactor: 1 });
  await popup.goto(`chrome-extension://${EXTENSION_ID}/popup.html`);
  await popup.evaluate(() => chrome.storage.local.set({ sessionToken: 'store-listing' }));
  const tabId = await popup.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, pageUrl);
  await popup.goto(`chrome-extension://${EXTENSION_ID}/popup.html?tabId=${tabId}`);
  await popup.waitForSelector('form input');
  await new Promise((resolve) => setTimeout(resolve, 800)); // the lookup and the skill suggestions
  const height = await popup.evaluate(() => document.body.scrollHeight);
  const image = await popup.screenshot({ clip: { x: 0, y: 0, width: 360, height }, encoding: 'base64' });
  // A tab in the background is not painted: each page comes to the front for its picture.
  await tab.bringToFront();
  const page = await tab.screenshot({ encoding: 'base64' });
  await popup.close();
  await tab.close();
  return { image, page, height };
}

/** The page, and the popup where Chrome opens it (under the toolbar, on the right), with a caption. */
function composed({ image, page }, caption, theme) {
  const dark = theme === 'dark';
  return `<!doctype html><html><head><style>html,body{margin:0;width:1280px;height:800px;overflow:hidden;font-family:${FONT}}
  .page{position:absolute;inset:0;width:1280px;height:800px}.popup{position:absolute;top:12px;right:24px;border-radius:10px;
  box-shadow:0 12px 40px rgb(0 0 0 / .35);border:1px solid ${(dark ? TOKENS.dark : TOKENS.light).border}}
  .caption{position:absolute;left:48px;bottom:48px;max-width:560px;padding:24px 28px;border-radius:16px;background:${ACCENT};color:${ON_ACCENT};font-size:30px;font-weight:700;line-height:1.25}</style></head>
  <body><img class="page" src="data:image/png;base64,${page}"><img class="popup" src="data:image/png;base64,${image}">
  <p class="caption">${caption}</p></body></html>`;
}

const PROMO = `<!doctype html><html><head><style>html,body{margin:0;width:440px;height:280px;background:${ACCENT};color:${ON_ACCENT};font-family:${FONT}}
  main{display:flex;flex-direction:column;justify-content:center;height:100%;padding:0 36px;box-sizing:border-box}
  .logo{display:flex;align-items:center;gap:16px}.logo svg{width:72px;height:72px;border-radius:16px;box-shadow:0 0 0 3px ${ON_ACCENT}}
  h1{font-size:56px;margin:0}p{font-size:22px;line-height:1.3;margin:20px 0 0}</style></head>
  <body><main><div class="logo">${mark}<h1>Trail</h1></div><p>Save what you learn online in one click, tagged with the skills it builds.</p></main></body></html>`;

const ICON = `<!doctype html><html><head><style>html,body{margin:0;width:128px;height:128px;background:transparent}
  body{display:grid;place-items:center}svg{width:96px;height:96px}</style></head><body>${mark}</body></html>`;

const server = createServer(handle);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = server.address().port;
// Chromium sends learn.example to this server: the lessons show a site's own address, as a learner would see
// them, and the extension's host permission (its API's host) covers the page it reads.
const SITE = 'http://learn.example';
const outDir = '.output/store-listing';
const build = spawnSync(join(root, 'node_modules', '.bin', 'wxt'), ['build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, TRAIL_EXTENSION_OUT_DIR: outDir, WXT_API_URL: `${SITE}/api/v1`, WXT_DASHBOARD_URL: SITE },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const launch = chromiumLaunchOptions({ extensionDir: join(root, outDir, 'chrome-mv3') });
launch.args.push(`--host-resolver-rules=MAP learn.example:80 127.0.0.1:${port}`);
const browser = await puppeteer.launch(launch);
try {
  const shots = [
    ['screenshot-1-save.png', 'data-cleaning', 'light', 'Save the page you are learning from, in one click.'],
    ['screenshot-2-already-saved.png', 'user-interviews', 'light', 'See when you saved a page; edit it or remove it.'],
    ['screenshot-3-dark.png', 'data-cleaning', 'dark', 'Follows your dark mode.'],
  ];
  const canvas = await browser.newPage();
  for (const [file, lesson, theme, caption] of shots) {
    const shot = await popupShot(browser, `${SITE}/lessons/${lesson}`, theme);
    await canvas.setViewport({ width: 1280, height: 800 });
    await canvas.bringToFront();
    await canvas.setContent(composed(shot, caption, theme), { waitUntil: 'load' });
    await canvas.screenshot({ path: join(listing, file) });
    console.log(`drew store-listing/${file}`);
  }
  await canvas.setViewport({ width: 440, height: 280 });
  await canvas.setContent(PROMO);
  await canvas.screenshot({ path: join(listing, 'promo-tile-440x280.png') });
  await canvas.setViewport({ width: 128, height: 128 });
  await canvas.setContent(ICON);
  await canvas.screenshot({ path: join(listing, 'icon-128.png'), omitBackground: true });
  console.log('drew store-listing/promo-tile-440x280.png and store-listing/icon-128.png');
} finally {
  await browser.close();
  server.close();
}
