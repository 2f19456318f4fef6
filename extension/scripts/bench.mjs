// Popup budget: the popup's JS gzipped (goal ≤ 70 KB) and the time from opening popup.html?tabId=…
// in Chromium to the filled form (goal ~150 ms), median of N runs.
// Usage: node extension/scripts/bench.mjs [--no-build] [--runs N]
/* global chrome, window, document, MutationObserver -- inside the popup page */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';

const EXTENSION_ID = 'ggkmdolhnkbhgbdmgeeffkjdhlhokfoo'; // EXTENSION_DEV_ID in @trail/shared
const JS_BUDGET_BYTES = 70 * 1024;
const FORM_GOAL_MS = 150;

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, '.output', 'chrome-mv3');
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 9;

if (!args.includes('--no-build')) {
  const build = spawnSync(join(root, 'node_modules', '.bin', 'wxt'), ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Every script popup.html loads (entry and preloaded chunks), gzipped as a store or server would. */
function popupJsGzipped() {
  const html = readFileSync(join(outDir, 'popup.html'), 'utf8');
  const sources = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]);
  return sources.reduce((total, file) => total + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
}

async function timeToFilledForm() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>Bench | Site</title><meta property="og:title" content="Bench lesson"><link rel="canonical" href="https://example.com/lesson">');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const pageUrl = `http://localhost:${server.address().port}/lesson`;
  const browser = await puppeteer.launch(chromiumLaunchOptions({ extensionDir: outDir }));
  const popupUrl = `chrome-extension://${EXTENSION_ID}/popup.html`;
  try {
    const tab = await browser.newPage();
    await tab.goto(pageUrl);
    const popup = await browser.newPage();
    await popup.goto(popupUrl);
    const tabId = await popup.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, pageUrl);
    // Notes, inside the page, the moment the title field first has a value (ms since navigation start).
    await popup.evaluateOnNewDocument(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('form input')?.value) return;
        window.filledAt = window.performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      // Signed in (a stand-in token), so the popup shows the form rather than the sign-in prompt.
      await popup.evaluate(() => chrome.storage.local.set({ sessionToken: 'bench-token' }));
      await popup.goto(`${popupUrl}?tabId=${tabId}`);
      const filledAt = await popup.waitForFunction(() => window.filledAt);
      times.push(await filledAt.jsonValue());
    }
    return times.sort((a, b) => a - b);
  } finally {
    await browser.close();
    server.close();
  }
}

const gzipped = popupJsGzipped();
const times = await timeToFilledForm();
const median = times[Math.floor(times.length / 2)];
console.log(`popup JS, gzipped: ${(gzipped / 1024).toFixed(1)} KB (budget ${JS_BUDGET_BYTES / 1024} KB)`);
console.log(`popup to filled form: median ${median.toFixed(0)} ms over ${runs} runs (goal ${FORM_GOAL_MS} ms; all: ${times.map((t) => t.toFixed(0)).join(', ')})`);
process.exit(gzipped > JS_BUDGET_BYTES ? 1 : 0);
