// The built API as the API benches run it: on a throw-away database of a replica set, pointed at a local
// Paystack, with its schedulers off. Shared by scripts/bench-holds.mjs and scripts/bench-withdrawals.mjs.
import { resolve } from 'node:path';
import { BENCH_JWT_SECRET } from './bench-data.mjs';
import { fromRoot } from './paths.mjs';
import { pnpm } from './pnpm.mjs';
import { startService, waitForUrl } from './processes.mjs';
import { freePort } from './stack.mjs';

/** Builds shared/ and the API first, unless the bench was given --no-build. */
export async function buildUnlessTold(options) {
  if (options.build === 'false' || 'no-build' in options) return;
  for (const filter of ['@trail/shared', '@trail/api']) {
    if ((await pnpm(['--filter', filter, 'build'], { cwd: fromRoot() })) !== 0) throw new Error(`${filter} build failed`);
  }
}

/** Starts api/dist/main.js on a free port and answers it (to stop) with its base URL once it is up. */
export async function startBenchApi({ mongodbUri, dbName, paystack }) {
  const port = await freePort();
  const api = startService('api', process.execPath, [resolve(fromRoot('api'), 'dist', 'main.js')], {
    silent: true,
    env: {
      PORT: String(port), MONGODB_URI: mongodbUri, MONGODB_DB: dbName, JWT_SECRET: BENCH_JWT_SECRET, NODE_ENV: 'test',
      REMINDERS_SCHEDULER: 'off', PAYSTACK_SECRET_KEY: paystack.env.PAYSTACK_SECRET_KEY, PAYSTACK_BASE_URL: paystack.url,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForUrl(`${baseUrl}/api/v1/auth/up`, api);
  return { api, baseUrl };
}

/** Stops what a bench started, last first, and drops its throw-away database. */
export async function stopBench({ api, client, dbName, paystack, replicaSet }) {
  await api?.stop();
  await client.db(dbName).dropDatabase().catch(() => undefined);
  await client.close();
  await paystack.close();
  await replicaSet.close();
}
