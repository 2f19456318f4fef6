#!/usr/bin/env node
// npm run bench [-- --no-build]: size benchmarks of each app (not tests; they print, they do not fail on a budget).
import { existsSync } from 'node:fs';
import { fromRoot } from './lib/paths.mjs';
import { run } from './lib/processes.mjs';

const args = process.argv.slice(2);
let failed = false;
for (const script of [fromRoot('dashboard', 'scripts', 'bench.mjs'), fromRoot('extension', 'scripts', 'bench.mjs')]) {
  if (!existsSync(script)) continue;
  if ((await run(process.execPath, [script, ...args])) !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
