import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { useProvisionedMongod } from './mongodb-binary.mjs';
import { fromRoot } from './paths.mjs';
import { useNode24 } from './node-runtime.mjs';
import { ensureInstalled, pnpm } from './pnpm.mjs';

/**
 * Runs one of the API's command-line entry points (`api/dist/…`) under Node 24 against the database
 * npm start uses, building the API first when it has never been built. `name` words the failure.
 */
export function runApiCli(name, cliPath, args = []) {
  const cli = fromRoot('api', 'dist', ...cliPath);
  const main = async () => {
    await useNode24();
    if (!existsSync(cli)) {
      await ensureInstalled();
      for (const pkg of ['@trail/shared', '@trail/api']) {
        if ((await pnpm(['--filter', pkg, 'build'])) !== 0) throw new Error(`building ${pkg} failed`);
      }
    }
    // The same MongoDB as npm start: MONGODB_URI (here or in .env), else the embedded one in .data/.
    useProvisionedMongod();
    const { status } = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', cwd: fromRoot('api') });
    process.exitCode = status ?? 1;
  };
  main().catch((error) => {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
