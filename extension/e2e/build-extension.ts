import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const extensionRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the Chrome extension against this run's stack (free ports), beside the regular build in
 * .output/, and answers the unpacked folder to load.
 */
export async function buildExtensionFor(stack: { apiUrl: string; dashboardUrl: string }): Promise<string> {
  const outDir = '.output/e2e';
  const code = await new Promise<number | null>((resolve, reject) => {
    // The package's own wxt binary, so the test needs no pnpm on PATH.
    const child = spawn(join(extensionRoot, 'node_modules', '.bin', 'wxt'), ['build'], {
      cwd: extensionRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        TRAIL_EXTENSION_OUT_DIR: outDir,
        WXT_API_URL: stack.apiUrl,
        WXT_DASHBOARD_URL: stack.dashboardUrl,
      },
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`Building the extension for the e2e stack failed (exit code ${code})`);
  return fileURLToPath(new URL(`../${outDir}/chrome-mv3`, import.meta.url));
}
