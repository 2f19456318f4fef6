// After scripts/prerender.mjs: writes dist/sw.js, the service worker (decision 0052). Hand-written and
// small: it precaches the app shell, keeps hashed assets once fetched, answers navigations from the
// network with the offline page as the fallback, and never touches /api/* or other sites.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
export const OFFLINE_PAGE = '/offline.html';

const ILLUSTRATION = /\/illustrations\/[\w.-]+\.(?:svg|png|webp|avif)/g;
const PAGE_SCRIPTS = /<meta name="trail-entry" content="([^"]+)">/;

/**
 * The illustrations (every `src`/`srcset` variant) that these pages reference: offline, the cached landing
 * page and the offline page would otherwise show broken pictures.
 */
export function illustrationsIn(pages) {
  return [...new Set(pages.flatMap((html) => html.match(ILLUSTRATION) ?? []))].sort();
}

/**
 * The app shell: the landing page (also every path's fallback) with the chunks and styles it hydrates with,
 * so offline it shows itself and not "This page could not load"; the offline page; and the illustrations
 * that `landingHtml` and `otherPages` (the other pre-rendered pages' and the offline page's HTML) use.
 */
export function precacheList(manifest, landingHtml, otherPages = []) {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const scripts = PAGE_SCRIPTS.exec(landingHtml)?.[1].split(' ') ?? [];
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('dist/.vite/manifest.json has no entry chunk');
  const files = new Set();
  const visit = (chunk) => {
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(manifest[imported]);
  };
  visit(entry);
  for (const script of scripts) visit(byFile.get(script.slice(1)));
  return [
    '/',
    OFFLINE_PAGE,
    '/offline.css',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
    '/favicon.svg',
    ...files,
    ...illustrationsIn([landingHtml, ...otherPages]),
  ];
}

/** The worker's code; `version` names its caches, so a new build's worker replaces the old caches when it activates. */
export function serviceWorkerSource(version, precache) {
  return `// Written by dashboard/scripts/service-worker.mjs at build time.
const SHELL = 'trail-shell-${version}';
const ASSETS = 'trail-assets-${version}';
const PRECACHE = ${JSON.stringify(precache)};
const OFFLINE_PAGE = '${OFFLINE_PAGE}';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(PRECACHE)));
});

// No skipWaiting: a new version takes over once every tab of the old one is closed, so a page never
// runs half on old chunks and half on new ones.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith('trail-') && key !== SHELL && key !== ASSETS).map((key) => caches.delete(key)))),
  );
});

async function navigate(request) {
  try {
    return await fetch(request);
  } catch {
    const path = new URL(request.url).pathname;
    return (path === '/' && (await caches.match('/', { cacheName: SHELL }))) || (await caches.match(OFFLINE_PAGE, { cacheName: SHELL })) || Response.error();
  }
}

// Vite names every asset by its content: a cached copy is always right, whatever the response's Vary
// (a precached chunk was fetched without the Origin header a module script sends).
async function hashedAsset(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(ASSETS).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Another site (covers, Google), or the API: personal data is never cached.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(navigate(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedAsset(request));
  else if (PRECACHE.includes(url.pathname)) event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { cacheName: SHELL })));
});
`;
}

function main() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const read = (file) => readFileSync(join(DIST, file), 'utf8');
  const others = readdirSync(DIST, { recursive: true }).filter((file) => file.endsWith('.html') && file !== 'index.html');
  const precache = precacheList(manifest, read('index.html'), others.map(read));
  const hash = createHash('sha256');
  let bytes = 0;
  for (const path of precache) {
    const content = readFileSync(join(DIST, path === '/' ? 'index.html' : path.slice(1)));
    hash.update(content);
    bytes += content.length;
  }
  const version = hash.digest('hex').slice(0, 12);
  writeFileSync(join(DIST, 'sw.js'), serviceWorkerSource(version, precache));
  console.log(`wrote dist/sw.js (version ${version}, ${precache.length} files precached, ${bytes} bytes before compression)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
