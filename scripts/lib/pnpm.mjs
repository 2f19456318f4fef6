import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fromRoot } from './paths.mjs';
import { run } from './processes.mjs';

export const PNPM_VERSION = '12.21.0';
const LOCAL_PNPM = fromRoot('.tools', 'node_modules', '.bin', 'pnpm');
// pnpm leaves node_modules untouched when nothing changed, so the time of the last install is kept here.
const INSTALL_STAMP = fromRoot('node_modules', '.trail-installed');

function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

let resolved;

/** The pinned pnpm: the one on PATH when it is that version, else a copy fetched into .tools/. */
export async function pnpmBinary() {
  if (resolved) return resolved;
  if (versionOf('pnpm') === PNPM_VERSION) return (resolved = 'pnpm');
  if (versionOf(LOCAL_PNPM) !== PNPM_VERSION) {
    console.log(`Fetching pnpm ${PNPM_VERSION} into .tools/ …`);
    const code = await run('npm', ['install', '--prefix', fromRoot('.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]);
    if (code !== 0) throw new Error(`Could not install pnpm ${PNPM_VERSION} with npm`);
  }
  return (resolved = LOCAL_PNPM);
}

export async function pnpm(args, options) {
  return run(await pnpmBinary(), args, options);
}

/** The root manifests and every workspace package's package.json, as pnpm-workspace.yaml lists them. */
function workspaceManifests() {
  const workspace = readFileSync(fromRoot('pnpm-workspace.yaml'), 'utf8');
  const listed = workspace.match(/^packages:\s*\n((?:[ \t]+-.*\n?)+)/m)?.[1] ?? '';
  const packages = [...listed.matchAll(/-\s+['"]?([^'"\s]+)/g)].map(([, dir]) => `${dir}/package.json`);
  return ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', ...packages];
}

function isInstallCurrent() {
  if (!existsSync(INSTALL_STAMP)) return false;
  const installedAt = statSync(INSTALL_STAMP).mtimeMs;
  return workspaceManifests().every((file) => !existsSync(fromRoot(file)) || statSync(fromRoot(file)).mtimeMs <= installedAt);
}

/** Installs the workspace's dependencies unless node_modules is already newer than every manifest. */
export async function ensureInstalled() {
  if (isInstallCurrent()) return;
  console.log('Installing dependencies …');
  const code = await pnpm(['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
  if (code !== 0) throw new Error('pnpm install failed');
  writeFileSync(INSTALL_STAMP, new Date().toISOString());
}
