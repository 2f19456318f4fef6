#!/usr/bin/env node
// npm run bench [-- --no-build] [-- --only=size|lighthouse|api]: size benchmarks of each app, Lighthouse on
// the public pages and how long each is on screen before React owns it, then the API's speed, booking holds and withdrawals (docs/performance/README.md). Not tests: they print, they do not fail on a budget.
import { existsSync } from 'node:fs';
import { fromRoot } from './lib/paths.mjs';
import { useNode24 } from './lib/node-runtime.mjs';
import { ensureInstalled, pnpm } from './lib/pnpm.mjs';
import { run } from './lib/processes.mjs';

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const passOn = args.filter((arg) => !arg.startsWith('--only='));
const sizeBenches = [fromRoot('dashboard', 'scripts', 'bench.mjs'), fromRoot('extension', 'scripts', 'bench.mjs')];
const lighthouseBenches = [fromRoot('dashboard', 'scripts', 'bench-lighthouse.mjs'), fromRoot('dashboard', 'scripts', 'bench-hydration.mjs')];
const apiBenches = [fromRoot('scripts', 'bench-api.mjs'), fromRoot('scripts', 'bench-api-vs-plain.mjs'), fromRoot('scripts', 'bench-stack-floor.mjs'), fromRoot('scripts', 'bench-holds.mjs'), fromRoot('scripts', 'bench-withdrawals.mjs')];
const benches = only === 'size' ? sizeBenches : only === 'lighthouse' ? lighthouseBenches : only === 'api' ? apiBenches : [...sizeBenches, ...lighthouseBenches, ...apiBenches];
// From the README alone on a fresh machine: install, and build shared/ that every app's build reads.
await useNode24();
await ensureInstalled();
if (!passOn.includes('--no-build') && (await pnpm(['--filter', '@trail/shared', 'build'])) !== 0) throw new Error('Building shared/ failed');

let failed = false;
// Lighthouse measures every public page as production serves it (Caddy, the page renderer and the API).
const extraArgs = new Map([[lighthouseBenches[0], ['--production']]]);
for (const script of benches) {
  if (!existsSync(script)) continue;
  if ((await run(process.execPath, [script, ...passOn, ...(extraArgs.get(script) ?? [])])) !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
