import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Starts a long-running service whose output lines carry its name; `stop()` ends it gracefully. */
export function startService(name, command, args, { env = {}, cwd = ROOT, silent = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  let log = '';
  const forward = (stream) => (chunk) => {
    log = (log + chunk).slice(-20_000);
    if (silent) return;
    for (const line of String(chunk).split('\n')) if (line.trim()) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal(child, 'SIGTERM');
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, 15_000, 'timeout')));
    const outcome = await Promise.race([exited, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') signal(child, 'SIGKILL');
  }
  return { name, child, exited, stop, log: () => log };
}

function signal(child, name) {
  try {
    // The whole process group, so grandchildren (vite under pnpm, mongod under the API) stop too.
    if (child.pid && process.platform !== 'win32') process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

/** Polls a URL until it answers 2xx, or fails with the service's last output. */
export async function waitForUrl(url, service, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      throw new Error(`${service.name} exited before ${url} answered:\n${service.log()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${service.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${service.log()}`);
}
