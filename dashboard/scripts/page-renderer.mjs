// Renders the public data pages (a mentor's /{username}, /mentor, a track's /mentor/schedule?field=, a
// pathway's /pathway/{name}) on request, from the API's answer, and the 404, so a phone paints them from the
// HTML as it does the pre-rendered pages (decision 0070).
// Used by render-server.mjs in production and by `vite preview` (vite.config.ts), which the e2e tests drive.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assetsOf, pageHtml } from './page-html.mjs';

/** Answers the page shows as such: the rest (an outage, a slow API) leave the page to the browser, which retries. */
const SHOWN_REFUSALS = new Set([404, 410]);

/**
 * `dist` and `serverDir` are the dashboard's build (prerender.mjs writes both); `apiUrl` is where the API
 * answers, `/api/v1` included. Returns `render(url)` (a path and its query string): the page's status and
 * HTML, or null when the path is the app's (a signed-in view) or the page's data could not be had in
 * `timeoutMs` (the caller serves the app instead).
 */
export async function createPageRenderer({ dist, serverDir, apiUrl, timeoutMs = 3_000 }) {
  const server = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const template = readFileSync(join(serverDir, 'template.html'), 'utf8');
  const { siteUrl } = JSON.parse(readFileSync(join(serverDir, 'build.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const styles = new Map();
  const readAsset = (file) => {
    if (!styles.has(file)) styles.set(file, readFileSync(join(dist, file), 'utf8').trim());
    return styles.get(file);
  };
  const api = apiUrl.replace(/\/+$/, '');
  const origin = siteUrl?.replace(/\/+$/, '') ?? '';
  // Each page module's chunks and styles, worked out from the manifest once.
  const assets = new Map();
  const assetsOfPage = (module) => {
    if (!assets.has(module)) assets.set(module, assetsOf(manifest, module));
    return assets.get(module);
  };

  async function answerFor(path) {
    try {
      const response = await fetch(`${api}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      const body = await response.json().catch(() => null);
      if (response.ok && body !== null) return { data: body };
      if (SHOWN_REFUSALS.has(response.status)) return { error: { status: response.status, message: String(body?.error ?? '') } };
    } catch {
      // Unreachable or too slow: the browser asks again itself.
    }
    return null;
  }

  return async function render(url) {
    const { pathname, search } = new URL(url, 'http://render');
    const page = server.renderedPageAt(pathname, search);
    if (!page) return null;
    let answer;
    if (page.apiPath) {
      answer = await answerFor(page.apiPath);
      if (!answer) return null;
    }
    const data = answer ? { [page.apiPath]: answer } : {};
    const head = await page.head(answer, origin);
    const markup = await server.render(url, data);
    // The page is for this path and query string: in the browser, config/client-only-check.ts compares both.
    const { html } = pageHtml(template, { path: `${pathname}${search}`, ...head }, markup, assetsOfPage(page.module), readAsset, {
      siteUrl,
      afterRoot: answer ? server.pageDataScript(data) : '',
    });
    return { status: answer && 'error' in answer ? answer.error.status : page.status, html };
  };
}
