import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { CLIENT_ONLY_CHECK } from './src/config/client-only-check';
import { headersFile, securityHeaders } from './src/config/security-headers';

const CLIENT_ONLY_CHECK_HASH = `sha256-${createHash('sha256').update(CLIENT_ONLY_CHECK).digest('base64')}`;

// The only place outside src/config that reads the environment: it runs in Node, not in the browser.
const apiProxy = {
  '/api': {
    target: process.env.API_PROXY_TARGET ?? 'http://localhost:5000',
    changeOrigin: true,
  },
};

/** The host's headers: sent by `vite preview` (what the end-to-end tests drive) and written to dist/_headers. */
function securityHeadersPlugin(apiUrl: string | undefined): Plugin {
  const headers = securityHeaders(apiUrl, [CLIENT_ONLY_CHECK_HASH]);
  const { 'Content-Security-Policy': _policy, ...devHeaders } = headers;
  const send = (sent: Record<string, string>) => (_req: unknown, res: { setHeader: (name: string, value: string) => void }, next: () => void) => {
    for (const [name, value] of Object.entries(sent)) res.setHeader(name, value);
    next();
  };
  return {
    name: 'trail-security-headers',
    configureServer: (server) => void server.middlewares.use(send(devHeaders)),
    configurePreviewServer: (server) => void server.middlewares.use(send(headers)),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    },
    // Pre-rendered pages need it before they paint (scripts/prerender.mjs); elsewhere it does nothing.
    transformIndexHtml: () => [{ tag: 'script', children: CLIENT_ONLY_CHECK, injectTo: 'head' }],
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), securityHeadersPlugin(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // strictPort: a busy port should fail loudly rather than move the app where tests do not look.
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  // The manifest tells scripts/prerender.mjs which chunks and styles each pre-rendered page needs.
  build: { outDir: 'dist', manifest: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
