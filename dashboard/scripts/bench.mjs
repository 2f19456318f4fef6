#!/usr/bin/env node
// Size benchmark (not a test): gzipped JavaScript a phone downloads before the first paint, per route group.
// Usage: node dashboard/scripts/bench.mjs [--no-build]   (--no-build reads dashboard/dist, built with --manifest)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DASHBOARD = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/** Budgets in gzipped KB of JavaScript: issue 18 for the public pages (was issue 4's 100 KB), issue 4 for the signed-in dashboard. */
const GROUPS = [
  {
    name: 'Public pages',
    budgetKb: 80,
    routes: {
      '/': ['src/app/routes/landing.tsx'],
      '/about': ['src/app/routes/about/about.tsx'],
      '/about/privacy': ['src/app/routes/about/privacy.tsx'],
      '/individuals': ['src/app/routes/individuals.tsx'],
      '/waitlist': ['src/app/routes/waitlist.tsx'],
      '/signin': ['src/app/routes/auth/signin.tsx'],
      '/signup': ['src/app/routes/auth/signup.tsx'],
      '/resetpassword': ['src/app/routes/auth/reset-password.tsx'],
      '404': ['src/app/routes/not-found.tsx'],
      '/mentor': ['src/app/routes/mentor/mentors.tsx'],
      '/mentor/schedule': ['src/app/routes/mentor/schedule.tsx'],
      '/{username} (mentor page)': ['src/app/routes/mentor/mentor-profile.tsx'],
      '/mentor/register': ['src/app/routes/mentor/register.tsx'],
      '/pathway/{name} (pathway page)': ['src/app/routes/pathway/pathway-landing.tsx'],
    },
  },
  {
    name: 'Signed-in dashboard',
    budgetKb: 200,
    // The query scope (React Query) downloads alongside the layout (app/lazy-page.tsx's lazyQueryPage).
    routes: {
      '/ (Home)': ['src/app/routes/dashboard/layout.tsx', 'src/app/routes/dashboard/home.tsx', 'src/app/query-scope.tsx'],
      '/pathway (its Home view)': ['src/app/routes/pathway/pathway.tsx', 'src/app/routes/pathway/views/home-view.tsx', 'src/app/query-scope.tsx'],
      // The dashboard shell's chunk has no stable manifest key (Rollup merges it with what the views share); the Home
      // view's closure reaches it, so this counts Home's own chunk too: an upper bound for the pathway and section view.
      '/pathway?view=pathway (pathway and its section)': [
        'src/app/routes/pathway/pathway.tsx',
        'src/app/routes/pathway/views/home-view.tsx',
        'src/app/routes/pathway/views/pathway-view.tsx',
        'src/app/query-scope.tsx',
      ],
      '/assess/{fieldSlug} (assessment)': ['src/app/routes/assessment.tsx', 'src/app/routes/assessment-page.tsx', 'src/app/query-scope.tsx'],
      '/assess/{fieldSlug}/test (skill test)': ['src/app/routes/skill-test.tsx', 'src/app/routes/skill-test-page.tsx', 'src/app/query-scope.tsx'],
    },
  },
];

function build() {
  const outDir = join(tmpdir(), `trail-dashboard-bench-${process.pid}`);
  console.log('Building the dashboard for the benchmark…');
  // The workspace's own vite, so a fresh machine needs no pnpm on PATH (npm start is what puts one there).
  const result = spawnSync(join(DASHBOARD, 'node_modules', '.bin', 'vite'), ['build', '--manifest', '--emptyOutDir', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: DASHBOARD,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The dashboard build failed.');
  return outDir;
}

function readManifest(outDir) {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build with "vite build --manifest", or run without --no-build.`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The chunk files of the given manifest keys and everything they import statically (what loads with them). */
function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest; has the route moved?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function gzippedKb(outDir, files) {
  let bytes = 0;
  for (const file of files) if (file.endsWith('.js')) bytes += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return bytes / KB;
}

function main() {
  const useDist = process.argv.includes('--no-build');
  const outDir = useDist ? join(DASHBOARD, 'dist') : build();
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(manifest, [entryKey]);
  console.log(`\nDashboard: gzipped JS loaded for the first paint (entry ${gzippedKb(outDir, entry).toFixed(1)} KB)\n`);

  for (const group of GROUPS) {
    let worst = 0;
    for (const [route, keys] of Object.entries(group.routes)) {
      const files = new Set([...entry, ...closure(manifest, keys)]);
      const kb = gzippedKb(outDir, files);
      worst = Math.max(worst, kb);
      // Each script is a request; Lighthouse also counts its response headers (about 1 KB each, decision 0059).
      const scripts = [...files].filter((file) => file.endsWith('.js')).length;
      console.log(`  ${group.name.padEnd(20)} ${route.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB in ${scripts} scripts`);
    }
    const verdict = worst <= group.budgetKb ? 'OK' : 'OVER';
    console.log(`  ${group.name}: largest ${worst.toFixed(1)} KB of ${group.budgetKb} KB budget → ${verdict}\n`);
  }
  if (!useDist) rmSync(outDir, { recursive: true, force: true });
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
