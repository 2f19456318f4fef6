// After `vite build`: renders every public page to HTML (src/prerender/entry-server.tsx) and writes it
// into dist/ beside the app, with its styles inlined and its scripts asked for only after it has painted
// (config/entry-loader.ts), so a phone paints the page from the HTML alone; main.tsx then hydrates it in place.
// `/` becomes dist/index.html (also every other path's fallback; config/client-only-check.ts hides it
// there), the others dist/<path>.html, which static hosts and `vite preview` serve for /<path>.
import { readFileSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { allowStyles, assetsOf, pageHtml, signedInScripts } from './page-html.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
// The server build, kept beside dist/ for the page renderer (page-renderer.mjs), with the untouched template
// (dist/index.html becomes the landing page) and the build's site address.
export const SERVER_OUT = join(ROOT, 'dist-server');

// The pages to pre-render come from the page manifest (src/app/pages.ts) through the server build; they are
// written beside it for the scripts and tests that need the list without building (prerenderedPages below).
const PAGES_FILE = join(SERVER_OUT, 'prerendered-pages.json');

/** The pre-rendered pages (path, module, title, description) of the last build; throws before the first. */
export function prerenderedPages() {
  try {
    return JSON.parse(readFileSync(PAGES_FILE, 'utf8'));
  } catch (error) {
    throw new Error(`no ${PAGES_FILE}: build the dashboard first (pnpm --filter @trail/dashboard build)`, { cause: error });
  }
}

async function main() {
  await build({ root: ROOT, logLevel: 'warn', build: { ssr: 'src/prerender/entry-server.tsx', outDir: SERVER_OUT, emptyOutDir: true, manifest: false, copyPublicDir: false } });
  const { render, renderedOnRequestModules, prerenderedPages: pages } = await import(pathToFileURL(join(SERVER_OUT, 'entry-server.js')).href);
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const template = await readFile(join(DIST, 'index.html'), 'utf8');
  await writeFile(join(SERVER_OUT, 'template.html'), template);
  const readAsset = (file) => readFileSync(join(DIST, file), 'utf8').trim();
  const inlined = [];
  // The only environment read here, in Node at build time: the public origin for the previews' absolute links.
  const siteUrl = loadEnv('production', ROOT, 'VITE_').VITE_SITE_URL?.trim() || undefined;
  await writeFile(join(SERVER_OUT, 'build.json'), JSON.stringify({ siteUrl }));
  await writeFile(PAGES_FILE, JSON.stringify(pages));
  // index.html is also every signed-in view's fallback (see config/entry-loader.ts).
  const signedIn = signedInScripts(manifest);
  for (const page of pages) {
    const markup = await render(page.path);
    const file = page.path === '/' ? join(DIST, 'index.html') : join(DIST, `${page.path.slice(1)}.html`);
    await mkdir(dirname(file), { recursive: true });
    const { html, styles } = pageHtml(template, page, markup, assetsOf(manifest, page.module), readAsset, { siteUrl, signedIn: page.path === '/' ? signedIn : [] });
    await writeFile(file, html);
    inlined.push(...styles);
  }
  // The pages rendered on request inline the same files: their hashes must be allowed from the start.
  for (const module of renderedOnRequestModules) inlined.push(...assetsOf(manifest, module).styles.map(readAsset));
  const headersFile = join(DIST, '_headers');
  await writeFile(headersFile, allowStyles(await readFile(headersFile, 'utf8'), inlined));
  console.log(`pre-rendered ${pages.length} public pages into dist/`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`pre-rendering failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  });
}
