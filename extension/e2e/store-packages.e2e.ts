import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pnpmBinary } from '../../scripts/lib/pnpm.mjs';

const run = promisify(execFile);
const extensionRoot = fileURLToPath(new URL('..', import.meta.url));
const storeDir = join(extensionRoot, '.output', 'store');
const PRODUCTION = { WXT_API_URL: 'https://api.trail.ng/api/v1', WXT_DASHBOARD_URL: 'https://trail.ng' };
const version = JSON.parse(await readFile(join(extensionRoot, 'package.json'), 'utf8')).version as string;

const readManifest = async (folder: string) => JSON.parse(await readFile(join(storeDir, folder, 'manifest.json'), 'utf8'));
const bin = (name: string) => join(extensionRoot, 'node_modules', '.bin', name);

/** `npm run zip`: what goes to the Chrome Web Store and Firefox Add-ons. */
describe('store packages', () => {
  beforeAll(async () => {
    await run(process.execPath, ['scripts/zip-store.mjs'], { cwd: extensionRoot, env: { ...process.env, ...PRODUCTION } });
  }, 240_000);

  it('refuses to package a build that would call localhost', async () => {
    const local = run(process.execPath, ['scripts/zip-store.mjs'], {
      cwd: extensionRoot,
      env: { ...process.env, WXT_API_URL: 'http://localhost:5000/api/v1', WXT_DASHBOARD_URL: 'http://localhost:5173' },
    });
    await expect(local).rejects.toThrow(/WXT_API_URL must be https/);
  });

  it('gives Chrome no key, the production API host only and Chrome 120 for 30-second alarms', async () => {
    const manifest = await readManifest('chrome-mv3');
    expect(manifest.key).toBeUndefined();
    expect(manifest.host_permissions).toEqual(['https://api.trail.ng/*']);
    expect(manifest.content_scripts.map((script: { matches: string[] }) => script.matches)).toEqual([['https://trail.ng/*']]);
    expect(manifest.minimum_chrome_version).toBe('120');
    expect(JSON.stringify(manifest)).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('gives Firefox its id, 140 (142 on Android) and the data it collects', async () => {
    const manifest = await readManifest('firefox-mv3');
    expect(manifest.browser_specific_settings.gecko).toMatchObject({ id: 'extension@trail.ng', strict_min_version: '140.0' });
    expect(manifest.browser_specific_settings.gecko_android).toEqual({ strict_min_version: '142.0' });
    expect(JSON.stringify(manifest)).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('passes web-ext lint with no errors', async () => {
    // web-ext exits non-zero on errors; --output json keeps the counts readable.
    const { stdout } = await run(bin('web-ext'), ['lint', '--source-dir', join(storeDir, 'firefox-mv3'), '--output', 'json'], {
      cwd: extensionRoot,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(stdout);
    expect(report.errors).toEqual([]);
    expect(report.summary.errors).toBe(0);
  }, 120_000);

  describe('the sources zip Firefox reviewers rebuild from', () => {
    let sources: string;
    beforeAll(async () => {
      sources = await mkdtemp(join(tmpdir(), 'trail-sources-'));
      await run('unzip', ['-q', join(storeDir, `trail-${version}-sources.zip`), '-d', sources]);
    });
    afterAll(() => rm(sources, { recursive: true, force: true }));

    it('holds the workspace files, shared/ and extension/, and none of the other apps or tests', async () => {
      const { stdout } = await run('unzip', ['-Z1', join(storeDir, `trail-${version}-sources.zip`)]);
      const files = stdout.trim().split('\n');
      expect(files).toEqual(expect.arrayContaining(['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'extension/STORE.md', 'shared/package.json']));
      expect(files.filter((file) => /^(api|dashboard|docs)\/|node_modules|\.spec\.|\.test\.|\/e2e\//.test(file))).toEqual([]);
    });

    it('rebuilds the very same Firefox package', async () => {
      // What extension/STORE.md tells a reviewer to run, with pnpm's store offline.
      const pnpm = await pnpmBinary();
      await run(pnpm, ['install', '--frozen-lockfile', '--offline', '--ignore-scripts'], { cwd: sources });
      await run(pnpm, ['--filter', '@trail/shared', 'build'], { cwd: sources });
      await run(pnpm, ['--filter', '@trail/extension', 'exec', 'wxt', 'prepare'], { cwd: sources });
      await run(pnpm, ['--filter', '@trail/extension', 'exec', 'wxt', 'build', '-b', 'firefox'], {
        cwd: sources,
        env: { ...process.env, ...PRODUCTION, NODE_ENV: 'production', TRAIL_STORE_BUILD: '1', TRAIL_EXTENSION_OUT_DIR: '.output/store' },
      });
      const { stdout } = await run('diff', ['-r', join(sources, 'extension', '.output', 'store', 'firefox-mv3'), join(storeDir, 'firefox-mv3')]).catch(
        (error: { stdout: string }) => ({ stdout: error.stdout || 'differs' }),
      );
      expect(stdout).toBe('');
    }, 240_000);
  });
});
