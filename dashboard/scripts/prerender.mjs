// After `vite build`: renders every public page to HTML (src/prerender/entry-server.tsx) and writes it
// into dist/ beside the app, with its styles inlined and its scripts asked for only after it has painted
// (config/entry-loader.ts), so a phone paints the page from the HTML alone; main.tsx then hydrates it in place.
// `/` becomes dist/index.html (also every other path's fallback; config/client-only-check.ts hides it
// there), the others dist/<path>.html, which static hosts and `vite preview` serve for /<path>.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { socialMeta } from './social-meta.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const SERVER_OUT = join(ROOT, 'node_modules', '.prerender');
const SITE_NAME = 'Trail';

/** The public pages: path, the module the router loads for it, the title its page sets, and its link preview's text. */
export const PRERENDERED_PAGES = [
  { path: '/', module: 'src/app/routes/landing.tsx', title: 'Trail for teams', description: "Close your team's skill gaps with learning plans, pathways and mentors." },
  { path: '/about', module: 'src/app/routes/about/about.tsx', title: 'About Trail', description: 'Why we build Trail, and who it is for: teams and individuals in Africa growing their skills.' },
  { path: '/about/privacy', module: 'src/app/routes/about/privacy.tsx', title: 'Privacy Policy', description: 'What Trail keeps about you, why, and how to take it with you or delete it.' },
  { path: '/individuals', module: 'src/app/routes/individuals.tsx', title: 'Trail for individuals', description: 'Learn with purpose: save what you learn, plan the next step and meet a mentor.' },
  { path: '/waitlist', module: 'src/app/routes/waitlist.tsx', title: 'Join the waitlist', description: 'Be among the first to use Trail for your team.' },
  { path: '/signin', module: 'src/app/routes/auth/signin.tsx', title: 'Log in', description: 'Log in to Trail to see your learning plan, history and wishlist.' },
  { path: '/signup', module: 'src/app/routes/auth/signup.tsx', title: 'Sign up', description: 'Create your free Trail account and start closing your skill gaps.' },
  { path: '/resetpassword', module: 'src/app/routes/auth/reset-password.tsx', title: 'Reset your password', description: 'Get a link to choose a new Trail password.' },
];

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunk of `module` and everything it imports statically, each once, with their styles. */
function assetsOf(manifest, module) {
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
 * whose hashes the Content-Security-Policy must allow.
 */
export function pageHtml(template, page, markup, assets, readAsset, siteUrl, signedIn = []) {
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
      `<head>\n    <meta name="trail-prerendered" content="${escapeHtml(page.path)}">\n    <meta name="trail-entry" content="${scripts.map((file) => `/${file}`).join(' ')}">${
        signedIn.length > 0 ? `\n    <meta name="trail-signed-in" content="${signedIn.map((file) => `/${file}`).join(' ')}">` : ''
      }`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>\n    ${socialMeta(page, siteUrl, SITE_NAME).join('\n    ')}`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(page.description)}"`)
    .replace('</head>', `  ${styles.slice(linked.length).map(styleTag).join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
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

async function main() {
  await build({ root: ROOT, logLevel: 'warn', build: { ssr: 'src/prerender/entry-server.tsx', outDir: SERVER_OUT, emptyOutDir: true, manifest: false } });
  const { render } = await import(pathToFileURL(join(SERVER_OUT, 'entry-server.js')).href);
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const template = await readFile(join(DIST, 'index.html'), 'utf8');
  const readAsset = (file) => readFileSync(join(DIST, file), 'utf8').trim();
  const inlined = [];
  // The only environment read here, in Node at build time: the public origin for the previews' absolute links.
  const siteUrl = loadEnv('production', ROOT, 'VITE_').VITE_SITE_URL?.trim() || undefined;
  // index.html is also every signed-in view's fallback (see config/entry-loader.ts).
  const signedIn = signedInScripts(manifest);
  for (const page of PRERENDERED_PAGES) {
    const markup = await render(page.path);
    const file = page.path === '/' ? join(DIST, 'index.html') : join(DIST, `${page.path.slice(1)}.html`);
    await mkdir(dirname(file), { recursive: true });
    const { html, styles } = pageHtml(template, page, markup, assetsOf(manifest, page.module), readAsset, siteUrl, page.path === '/' ? signedIn : []);
    await writeFile(file, html);
    inlined.push(...styles);
  }
  const headersFile = join(DIST, '_headers');
  await writeFile(headersFile, allowStyles(await readFile(headersFile, 'utf8'), inlined));
  await rm(SERVER_OUT, { recursive: true, force: true });
  console.log(`pre-rendered ${PRERENDERED_PAGES.length} public pages into dist/`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`pre-rendering failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  });
}
