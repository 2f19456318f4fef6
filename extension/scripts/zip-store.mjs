// Store packages (`npm run zip` at the root): Chrome and Firefox zips built for production, plus the
// sources zip Firefox reviewers rebuild from. URLs come from the environment and must be production
// ones (config/manifest.ts refuses anything else), so a zip can never point at localhost.
//
//   WXT_API_URL=https://api.trail.ng/api/v1 WXT_DASHBOARD_URL=https://trail.ng npm run zip
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const extensionRoot = fileURLToPath(new URL('..', import.meta.url));
export const STORE_OUT_DIR = '.output/store';

function wxtZip(browserArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(extensionRoot, 'node_modules', '.bin', 'wxt'), ['zip', ...browserArgs], {
      cwd: extensionRoot,
      stdio: 'inherit',
      // NODE_ENV other than production (a test runner's 'test') would build React's dev JSX, with local paths.
      env: { ...process.env, NODE_ENV: 'production', TRAIL_STORE_BUILD: '1', TRAIL_EXTENSION_OUT_DIR: STORE_OUT_DIR },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wxt zip ${browserArgs.join(' ')} failed (exit ${code})`))));
  });
}

await wxtZip([]);
await wxtZip(['-b', 'firefox']);
console.log(`Store packages are in extension/${STORE_OUT_DIR}/`);
