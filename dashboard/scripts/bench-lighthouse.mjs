#!/usr/bin/env node
// Lighthouse benchmark (not a test): every public page of the production build, served by `vite preview`,
// through Lighthouse's mobile preset (simulated slow 4G, 4× slower CPU), three runs each; prints the
// median score, LCP, TBT, CLS and JS bytes next to issue 18's budgets. The pre-rendered pages and the
// 404 (rendered on request) need no API; --with-api also starts the built API with the demo data
// (scripts/lib/stack.mjs) for the pages rendered from its answers: /mentor, the demo mentor's page, a track's and a pathway's.
// --production serves the build as production does instead: Caddy (deploy/Caddyfile) over HTTP/2 with the
// pre-compressed files, the page renderer and the API; its JS column is then what a phone downloads.
// Usage: node dashboard/scripts/bench-lighthouse.mjs [--no-build] [--runs=3] [--with-api | --production]
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer';
import { precompress } from '../../deploy/precompress.mjs';
import { startCaddy } from '../../scripts/lib/caddy.mjs';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { startService, waitForUrl } from '../../scripts/lib/processes.mjs';
import { freePort, startStack } from '../../scripts/lib/stack.mjs';
import { prerenderedPages } from './prerender.mjs';
import { buildPrerendered, preview } from './production-preview.mjs';

const DASHBOARD = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET = { score: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02, jsKb: 80 };
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const withApi = process.argv.includes('--with-api') || process.argv.includes('--production');
const asProduction = process.argv.includes('--production') && caddyInstalled();
/**
 * Public pages rendered on request without the API (scripts/page-renderer.mjs). The 404 is answered with status
 * 404, which Lighthouse refuses to audit (ERRORED_DOCUMENT_REQUEST) unless told to ignore it (`errorStatus`). The 404
 * has two segments: a one-segment path is a mentor's `/{username}`, which asks the API and, without one, is left to
 * the browser, which says the mentor could not be loaded (the mentor page is measured with --with-api).
 */
const RENDERED_WITHOUT_API = [{ path: '/no-such/page', label: '404', shows: 'Error 404', errorStatus: true }];
/** `shows` is text the page holds once it has rendered: without it a page that fell back to the 404 would be measured as itself. */
const API_PAGES = [
  { path: '/mentor', label: 'mentors', shows: 'Ada Nwosu' },
  { path: '/ada-mentor', label: 'mentor page', shows: 'Ada Nwosu' },
  { path: '/mentor/schedule?field=product-design', label: 'track page', shows: 'Ada Nwosu' },
  { path: '/pathway/product-design', label: 'pathway page', shows: 'Get Started' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, url, errorStatus = false) {
  const port = Number(new URL(browser.wsEndpoint()).port);
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ignoreStatusCode: errorStatus });
  const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: (scripts?.transferSize ?? 0) / 1024,
  };
}

const mark = (ok) => (ok ? ' ' : '✗');

/** Refuses to measure a page that does not render what it should (for example the 404 in place of a mentor). */
async function assertShows(browser, url, text) {
  if (!text) return;
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForFunction((expected) => globalThis.document.body.innerText.includes(expected), { timeout: 15_000 }, text);
  } catch {
    throw new Error(`${url} did not show "${text}": the bench would measure the wrong page.`);
  } finally {
    await page.close();
  }
}

/** The API with the demo mentor and the built dashboard in front of it, on a database of their own. */
async function stack() {
  process.env.DEMO_DATA = 'true';
  const { apiUrl, dashboardUrl, stop } = await startStack({ apiPort: await freePort(), dashboardPort: await freePort(), dashboard: 'preview', fresh: true, silent: true });
  return { url: dashboardUrl, apiUrl, stop };
}

/**
 * The build as production serves it (--production): deploy/Caddyfile over HTTP/2 with the pre-compressed files
 * (Brotli), the page renderer (render-server.mjs) and the API with the demo data. The browser accepts Caddy's
 * local certificate.
 */
async function production() {
  const api = await stack();
  const dist = await mkdtemp(join(tmpdir(), 'trail-bench-dist-'));
  await cp(join(DASHBOARD, 'dist'), dist, { recursive: true });
  precompress(dist);
  const pagesPort = await freePort();
  const renderer = startService('render-server', process.execPath, [join(DASHBOARD, 'scripts', 'render-server.mjs')], {
    env: { PORT: String(pagesPort), API_URL: api.apiUrl },
    silent: true,
  });
  await waitForUrl(`http://127.0.0.1:${pagesPort}/`, renderer, 20_000);
  const caddy = await startCaddy({ port: await freePort(), dist, api: new URL(api.apiUrl).host, pages: `127.0.0.1:${pagesPort}`, https: true });
  const stop = async () => {
    await caddy.stop();
    await renderer.stop();
    await api.stop();
    await rm(dist, { recursive: true, force: true });
  };
  return { url: caddy.origin, stop };
}

async function main() {
  if (!process.argv.includes('--no-build')) buildPrerendered({ api: withApi });
  const server = asProduction ? await production() : withApi ? await stack() : await preview();
  const pages = [...prerenderedPages().map(({ path }) => ({ path, label: path })), ...RENDERED_WITHOUT_API, ...(withApi ? API_PAGES : [])];
  const launch = chromiumLaunchOptions();
  const browser = await puppeteer.launch({ ...launch, args: [...launch.args, '--remote-debugging-port=0', ...(asProduction ? ['--ignore-certificate-errors'] : [])] });
  try {
    console.log(`\nLighthouse ${lhVersion()} mobile, median of ${runs} (budgets: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}, JS ≤ ${BUDGET.jsKb} KB)\n`);
    console.log(`  ${'page'.padEnd(16)} score   LCP ms   TBT ms    CLS   JS KB`);
    let allOk = true;
    for (const page of pages) {
      await assertShows(browser, `${server.url}${page.path}`, page.shows);
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure(browser, `${server.url}${page.path}`, page.errorStatus));
      const m = Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
      const ok = [m.score >= BUDGET.score, m.lcpMs <= BUDGET.lcpMs, m.tbtMs <= BUDGET.tbtMs, m.cls <= BUDGET.cls, m.jsKb <= BUDGET.jsKb];
      allOk &&= ok.every(Boolean);
      console.log(
        `  ${page.label.padEnd(16)} ${String(m.score).padStart(4)}${mark(ok[0])} ${m.lcpMs.toFixed(0).padStart(7)}${mark(ok[1])} ${m.tbtMs.toFixed(0).padStart(7)}${mark(ok[2])} ${m.cls.toFixed(3).padStart(6)}${mark(ok[3])} ${m.jsKb.toFixed(1).padStart(6)}${mark(ok[4])}`,
      );
    }
    console.log(`\n  ${allOk ? 'Every page within budget.' : 'Pages marked ✗ are over a budget.'}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** --production needs Debian's Caddy; without it the bench says so and serves the build with `vite preview` and the API. */
function caddyInstalled() {
  if (spawnSync('caddy', ['version']).status === 0) return true;
  console.log('Caddy is not installed (apt-get install -y caddy): measuring through `vite preview` with the API instead of as production serves it.');
  return false;
}

function lhVersion() {
  try {
    return JSON.parse(spawnSync(process.execPath, ['-p', "JSON.stringify(require('lighthouse/package.json').version)"], { cwd: DASHBOARD, encoding: 'utf8' }).stdout);
  } catch {
    return '';
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
