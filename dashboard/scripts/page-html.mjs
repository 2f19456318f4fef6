// How a page's HTML is put together from the built app (dist/index.html and its manifest): the page's markup
// in the root, its styles inlined, its scripts named for config/entry-loader.ts. Used at build time
// (prerender.mjs) and on request (page-renderer.mjs), so it imports nothing that only the build has.
import { createHash } from 'node:crypto';
import { escapeHtml, socialMetaTags } from '@trail/shared';
import { socialMeta } from './social-meta.mjs';

export const SITE_NAME = 'Trail';

/** The chunk of `module` and everything it imports statically, each once, with their styles. */
export function assetsOf(manifest, module) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[module]) throw new Error(`${module} is not a chunk of the build: is it still lazy-loaded by the router?`);
  visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

const DASHBOARD_LAYOUT = 'src/app/routes/dashboard/layout.tsx';

/** The first chunks of a signed-in view (the router, the dashboard's layout) that the entry does not already bring. */
export function signedInScripts(manifest) {
  const router = Object.keys(manifest).find((key) => manifest[key].name === 'router' && manifest[key].isDynamicEntry);
  if (!router) throw new Error('The build has no lazily loaded "router" chunk: did app.tsx stop importing ./router?');
  const entry = new Set(assetsOf(manifest, 'index.html').scripts);
  const wanted = [router, DASHBOARD_LAYOUT].flatMap((key) => assetsOf(manifest, key).scripts);
  return [...new Set(wanted)].filter((file) => !entry.has(file));
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const PRELOAD_LINK = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
const STYLE_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/**
 * The page's HTML: its markup in the root, every stylesheet it needs inlined (no render-blocking request
 * before the first paint), and no script tag: config/entry-loader.ts reads the entry and the page's chunks
 * from the `trail-entry` meta and asks for them once the page has painted. Returns the inlined styles too,
 * whose hashes the Content-Security-Policy must allow. `afterRoot` follows the root (a rendered page's data).
 * Every text is put in by a function, never as a replacement string: a mentor's bio may hold `$&`.
 */
export function pageHtml(template, page, markup, assets, readAsset, { siteUrl, signedIn = [], afterRoot = '' } = {}) {
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('dist/index.html has no <script type="module" crossorigin src> entry to defer');
  const preloaded = [...template.matchAll(PRELOAD_LINK)].map((match) => match[1]);
  const scripts = [...new Set([entry, ...preloaded, ...assets.scripts])];
  const linked = [...template.matchAll(STYLE_LINK)].map((match) => match[1]);
  const pageStyles = assets.styles.filter((file) => !linked.includes(file));
  const styles = [...linked, ...pageStyles].map((file) => readAsset(file));
  const styleTag = (css) => `<style>${css}</style>`;
  const title = page.title === SITE_NAME ? page.title : `${page.title} · ${SITE_NAME}`;
  let nextLinked = 0;
  const html = template
    .replace(ENTRY_SCRIPT, '')
    .replace(PRELOAD_LINK, '')
    .replace(STYLE_LINK, () => styleTag(styles[nextLinked++]))
    .replace(
      '<head>',
      () => `<head>\n    <meta name="trail-prerendered" content="${escapeHtml(page.path)}">\n    <meta name="trail-entry" content="${scripts.map((file) => `/${file}`).join(' ')}">${
        signedIn.length > 0 ? `\n    <meta name="trail-signed-in" content="${signedIn.map((file) => `/${file}`).join(' ')}">` : ''
      }`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>\n    ${(page.preview ? socialMetaTags(page.preview) : socialMeta(page, siteUrl, SITE_NAME)).join('\n    ')}`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(page.description)}"`)
    .replace('</head>', () => `  ${styles.slice(linked.length).map(styleTag).join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${afterRoot}`);
  if (!html.includes(markup)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  return { html, styles };
}

const styleHash = (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** dist/_headers with the inlined styles' hashes allowed in the policy's style-src. */
export function allowStyles(headersFile, styles) {
  const directive = "style-src 'self'";
  if (!headersFile.includes(directive)) throw new Error(`dist/_headers has no "${directive}" to extend`);
  const hashes = [...new Set(styles.map(styleHash))].sort();
  return headersFile.replace(directive, [directive, ...hashes].join(' '));
}

