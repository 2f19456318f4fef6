// npm run build: install if needed, then build every package for production:
// shared/ and the API (tsc → api/dist), the dashboard (vite → dashboard/dist) and the extension
// for Chrome and Firefox (wxt → extension/.output).
import { useNode24 } from './lib/node-runtime.mjs';
import { ensureInstalled, pnpm } from './lib/pnpm.mjs';

const STEPS = [
  ['shared/', '@trail/shared'],
  ['the API', '@trail/api'],
  ['the dashboard', '@trail/dashboard'],
  ['the extension (Chrome and Firefox)', '@trail/extension'],
];

async function main() {
  await useNode24();
  await ensureInstalled();
  for (const [label, pkg] of STEPS) {
    console.log(`\n▸ Building ${label}`);
    if ((await pnpm(['--filter', pkg, 'build'])) !== 0) throw new Error(`building ${label} failed`);
  }
  console.log(`
Built for production:
  API         api/dist/main.js (run with NODE_ENV=production, MONGODB_URI and JWT_SECRET; see README)
  Dashboard   dashboard/dist/ (static files; serve /api/v1 from the API on the same origin, or build with VITE_API_URL)
  Pages       dashboard/scripts/render-server.mjs renders mentor and pathway pages on request (API_URL; docs/production.md)
  Extension   extension/.output/chrome-mv3 and firefox-mv3 (store zips: pnpm --filter @trail/extension zip)`);
}

main().catch((error) => {
  console.error(`\nnpm run build failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
