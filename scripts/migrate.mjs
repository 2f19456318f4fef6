// npm run migrate: applies the migrations not yet applied to the database npm start uses (decision 0058).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { useProvisionedMongod } from './lib/mongodb-binary.mjs';
import { fromRoot } from './lib/paths.mjs';
import { useNode24 } from './lib/node-runtime.mjs';
import { ensureInstalled, pnpm } from './lib/pnpm.mjs';

const CLI = fromRoot('api', 'dist', 'database', 'migrations', 'migrate-cli.js');

async function main() {
  await useNode24();
  if (!existsSync(CLI)) {
    await ensureInstalled();
    for (const pkg of ['@trail/shared', '@trail/api']) {
      if ((await pnpm(['--filter', pkg, 'build'])) !== 0) throw new Error(`building ${pkg} failed`);
    }
  }
  // The same MongoDB as npm start: MONGODB_URI (here or in .env), else the embedded one in .data/.
  useProvisionedMongod();
  const { status } = spawnSync(process.execPath, [CLI], { stdio: 'inherit', cwd: fromRoot('api') });
  process.exitCode = status ?? 1;
}

main().catch((error) => {
  console.error(`npm run migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
