import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { CLIENT_ONLY_CHECK } from './src/config/client-only-check';
import { createPageRenderer } from './scripts/page-renderer.mjs';
import { ENTRY_LOADER } from './src/config/entry-loader';
import { headersFile, parseHeadersFile, securityHeaders } from './src/config/security-headers';
import { THEME_SCRIPT } from './src/config/theme-script';

// The pages' three inline scripts, in this order: the theme first (it must apply before the first paint),
// then the check and the loader, which reads what the check decided.
const INLINE_SCRIPTS = [THEME_SCRIPT, CLIENT_ONLY_CHECK, ENTRY_LOADER];
const INLINE_SCRIPT_HASHES = INLINE_SCRIPTS.map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
const DIST = fileURLToPath(new URL('./dist', import.meta.url));
const SERVER_DIST = fileURLToPath(new URL('./dist-server', import.meta.url));

// The only place outside src/config that reads the environment: it runs in Node, not in the browser.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:5000';
const apiProxy = {
  '/api': {
    target: apiTarget,
    changeOrigin: true,
  },
};

function builtHeaders(): Record<string, string> | null {
  const file = `${DIST}/_headers`;
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : null;
}

/** The host's headers: sent by `vite preview` (what the end-to-end tests drive) and written to dist/_headers. */
function securityHeadersPlugin(apiUrl: string | undefined): Plugin {
  const headers = securityHeaders(apiUrl, INLINE_SCRIPT_HASHES);
  const { 'Content-Security-Policy': _policy, ...devHeaders } = headers;
  const send = (sent: Record<string, string>) => (_req: unknown, res: { setHeader: (name: string, value: string) => void }, next: () => void) => {
    for (const [name, value] of Object.entries(sent)) res.setHeader(name, value);
    next();
  };
  return {
    name: 'trail-security-headers',
    configureServer: (server) => void server.middlewares.use(send(devHeaders)),
    // What the host sends: dist/_headers, whose policy scripts/prerender.mjs extends with the inlined styles.
    configurePreviewServer: (server) => void server.middlewares.use(send(builtHeaders() ?? headers)),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    },
    // Pre-rendered pages need them before they paint (scripts/prerender.mjs); elsewhere they do nothing.
    transformIndexHtml: () => INLINE_SCRIPTS.map((children) => ({ tag: 'script', children, injectTo: 'head' as const })),
  };
}

/**
 * `vite preview` renders the data pages on request as production's render server does (decision 0070), once
 * scripts/prerender.mjs has built dist-server/; the other paths go on to the static files.
 */
function pageRendererPlugin(): Plugin {
  return {
    name: 'trail-page-renderer',
    async configurePreviewServer(server) {
      if (!existsSync(`${SERVER_DIST}/entry-server.js`)) return;
      const render = await createPageRenderer({ dist: DIST, serverDir: SERVER_DIST, apiUrl: `${apiTarget}/api/v1` });
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://preview');
        // The API is proxied; a file (sw.js, favicon.ico) is served as such: usernames and pathway names hold no dot.
        if (req.method !== 'GET' || pathname.startsWith('/api/') || pathname.includes('.')) return next();
        render(req.url ?? '/').then((page) => {
          if (!page) return next();
          res.statusCode = page.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(page.html);
        }, next);
      });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), securityHeadersPlugin(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL), pageRendererPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // strictPort: a busy port should fail loudly rather than move the app where tests do not look.
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  // The manifest tells scripts/prerender.mjs which chunks and styles each pre-rendered page needs.
  // No modulepreload polyfill in the entry: a browser without modulepreload simply imports the chunks when asked.
  // terser, not esbuild: about 1 KB less gzipped JS on every page, most of it in React DOM (decision 0066, amended).
  // The pre-renderer's server build stays unminified.
  build: {
    outDir: 'dist',
    manifest: true,
    modulePreload: { polyfill: false },
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Many-click tests take 2–5 s on a busy 2-core CI machine: a limit, not a speed goal.
    testTimeout: 15_000,
  },
}));
