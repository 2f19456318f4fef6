// What the page benchmarks share: the production build with its pre-rendered pages, served by `vite preview`.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/stack.mjs';

const DASHBOARD = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds dashboard/dist and pre-renders the public pages into it; `api` also builds the API (for pages that read it). */
export function buildPrerendered({ api = false } = {}) {
  console.log('Building the dashboard (production, pre-rendered)…');
  const buildApi = api ? [[process.execPath, [join(DASHBOARD, '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(DASHBOARD, '..', 'api', 'tsconfig.build.json')]]] : [];
  for (const [command, args] of [
    ...buildApi,
    [join(DASHBOARD, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']],
    [process.execPath, [join(DASHBOARD, 'scripts', 'prerender.mjs')]],
  ]) {
    if (spawnSync(command, args, { cwd: DASHBOARD, stdio: 'inherit' }).status !== 0) throw new Error('The dashboard build failed.');
  }
}

/** Serves dashboard/dist on a free port, with the host's headers (dist/_headers), until `stop`. */
export async function preview() {
  const port = await freePort();
  const child = spawn(join(DASHBOARD, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(port), '--strictPort'], { cwd: DASHBOARD, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (await fetch(url).then((res) => res.ok, () => false)) return { url, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('vite preview did not start');
}
