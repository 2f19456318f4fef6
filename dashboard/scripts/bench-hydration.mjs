#!/usr/bin/env node
// Hydration benchmark (not a test): on a phone profile (slow 4G, 4× slower CPU, 412 px), how long each pre-rendered
// public page (and the 404, rendered on request) is on screen before React owns it, the time a tap would reach no handler. Prints, per page, the median
// of the first contentful and the largest paint, of the first script request and of <html data-hydrated>
// (config/entry-loader.ts), as the browser itself reports them under that throttling (no simulation).
// Usage: node dashboard/scripts/bench-hydration.mjs [--no-build] [--runs=5]
import puppeteer, { PredefinedNetworkConditions } from 'puppeteer';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { prerenderedPages } from './prerender.mjs';
import { buildPrerendered, preview } from './production-preview.mjs';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One visit in a fresh context (no cache): milliseconds from navigation to the paint, the first script asked for, and hydration. */
async function visit(browser, url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true });
  await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 4G']);
  await page.emulateCPUThrottling(4);
  await page.evaluateOnNewDocument(() => {
    // In the page (globalThis is its window). The document has no <html> yet: watch the whole document.
    const { document, MutationObserver, performance } = globalThis;
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      globalThis.hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => 'hydratedAt' in globalThis, { timeout: 60_000 });
  const times = await page.evaluate(async () => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    // The largest paint so far: on some pages a picture, which shares the connection with the scripts.
    largest: await new Promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
    }),
    script: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
    hydrated: globalThis.hydratedAt,
  }));
  await context.close();
  return times;
}

async function main() {
  if (!process.argv.includes('--no-build')) buildPrerendered();
  const server = await preview();
  const browser = await puppeteer.launch(chromiumLaunchOptions());
  try {
    console.log(`\nPre-rendered pages on a phone profile (slow 4G, 4× CPU), median of ${runs}, ms from navigation\n`);
    console.log(`  ${'page'.padEnd(16)} paint  largest   script   React owns it   on screen before that`);
    // The 404, rendered on request (scripts/page-renderer.mjs), is measured here: Lighthouse audits no 404 response.
    for (const { path } of [...prerenderedPages(), { path: '/no-such/page' }]) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await visit(browser, `${server.url}${path}`));
      const paint = median(results.map((r) => r.paint));
      const largest = median(results.map((r) => r.largest));
      const script = median(results.map((r) => r.script));
      const hydrated = median(results.map((r) => r.hydrated));
      const waiting = median(results.map((r) => r.hydrated - r.paint));
      console.log(`  ${path.padEnd(16)} ${paint.toFixed(0).padStart(5)} ${largest.toFixed(0).padStart(8)} ${script.toFixed(0).padStart(8)} ${hydrated.toFixed(0).padStart(15)} ${waiting.toFixed(0).padStart(23)}`);
    }
    console.log('');
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
