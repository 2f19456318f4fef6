import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fromRoot } from './paths.mjs';
import { run } from './processes.mjs';

export const PNPM_VERSION = '12.21.0';
const LOCAL_PNPM = fromRoot('.tools', 'node_modules', '.bin', 'pnpm');
const WORKSPACE_MANIFESTS = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', 'shared/package.json', 'api/package.json', 'dashboard/package.json', 'extension/package.json'];

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

function isInstallCurrent() {
  const marker = fromRoot('node_modules', '.modules.yaml');
  if (!existsSync(marker)) return false;
  const installedAt = statSync(marker).mtimeMs;
  return WORKSPACE_MANIFESTS.every((file) => !existsSync(fromRoot(file)) || statSync(fromRoot(file)).mtimeMs <= installedAt);
}

/** Installs the workspace's dependencies unless node_modules is already newer than every manifest. */
export async function ensureInstalled() {
  if (isInstallCurrent()) return;
  console.log('Installing dependencies …');
  const code = await pnpm(['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
  if (code !== 0) throw new Error('pnpm install failed');
}
