// After `vite build`: renders every public page to HTML (src/prerender/entry-server.tsx) and writes it
// into dist/ beside the app, with the page's own chunks preloaded and its styles linked, so a phone
// paints the page from the HTML before any JavaScript runs; main.tsx then hydrates it in place.
// `/` becomes dist/index.html (also every other path's fallback; config/client-only-check.ts hides it
// there), the others dist/<path>.html, which static hosts and `vite preview` serve for /<path>.
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const SERVER_OUT = join(ROOT, 'node_modules', '.prerender');
const SITE_NAME = 'Trail';

/** The public pages: path, the module the router loads for it, and the title its page sets. */
export const PRERENDERED_PAGES = [
  { path: '/', module: 'src/app/routes/landing.tsx', title: 'Trail for teams' },
  { path: '/about', module: 'src/app/routes/about/about.tsx', title: 'About Trail' },
  { path: '/about/privacy', module: 'src/app/routes/about/privacy.tsx', title: 'Privacy Policy' },
  { path: '/individuals', module: 'src/app/routes/individuals.tsx', title: 'Trail for individuals' },
  { path: '/waitlist', module: 'src/app/routes/waitlist.tsx', title: 'Join the waitlist' },
  { path: '/signin', module: 'src/app/routes/auth/signin.tsx', title: 'Log in' },
  { path: '/signup', module: 'src/app/routes/auth/signup.tsx', title: 'Sign up' },
  { path: '/resetpassword', module: 'src/app/routes/auth/reset-password.tsx', title: 'Reset your password' },
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

export function pageHtml(template, page, markup, assets) {
  const already = (file) => template.includes(`/${file}"`);
  const links = [
    ...assets.styles.filter((file) => !already(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts.filter((file) => !already(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const title = page.title === SITE_NAME ? page.title : `${page.title} · ${SITE_NAME}`;
  const html = template
    .replace('<head>', `<head>\n    <meta name="trail-prerendered" content="${escapeHtml(page.path)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  return html;
}

async function main() {
  await build({ root: ROOT, logLevel: 'warn', build: { ssr: 'src/prerender/entry-server.tsx', outDir: SERVER_OUT, emptyOutDir: true, manifest: false } });
  const { render } = await import(pathToFileURL(join(SERVER_OUT, 'entry-server.js')).href);
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const template = await readFile(join(DIST, 'index.html'), 'utf8');
  for (const page of PRERENDERED_PAGES) {
    const markup = await render(page.path);
    const file = page.path === '/' ? join(DIST, 'index.html') : join(DIST, `${page.path.slice(1)}.html`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, page, markup, assetsOf(manifest, page.module)));
  }
  await rm(SERVER_OUT, { recursive: true, force: true });
  console.log(`pre-rendered ${PRERENDERED_PAGES.length} public pages into dist/`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`pre-rendering failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  });
}
