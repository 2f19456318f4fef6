// The built API (and the benches' own comparison apps) as the API benches run them: on a throw-away
// database, in test mode with the bench's JWT secret and the schedulers off. Shared by every scripts/bench-*.mjs
// that starts an API.
import { resolve } from 'node:path';
import { BENCH_JWT_SECRET } from './bench-data.mjs';
import { fromRoot } from './paths.mjs';
import { pnpm } from './pnpm.mjs';
import { run, startService, waitForUrl } from './processes.mjs';
import { freePort } from './stack.mjs';

/** A bench's `--key=value` options (a bare `--key` is "true"). */
export function benchOptions(args = process.argv.slice(2)) {
  return Object.fromEntries(
    args.map((arg) => {
      const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
      return [key, value];
    }),
  );
}

/** Builds shared/ and the API of the checkout at `root` first, unless the bench was given --no-build. */
export async function buildUnlessTold(options, root = fromRoot()) {
  if (options.build === 'false' || 'no-build' in options) return;
  for (const filter of ['@trail/shared', '@trail/api']) {
    if ((await pnpm(['--filter', filter, 'build'], { cwd: root })) !== 0) throw new Error(`${filter} build failed`);
  }
}

/** Compiles a comparison app of api/bench/ (it is never part of Trail's build). */
export async function compileBenchApp(dir) {
  const tsc = fromRoot('node_modules', 'typescript', 'bin', 'tsc');
  if ((await run(process.execPath, [tsc, '-p', `${dir}/tsconfig.json`])) !== 0) throw new Error(`${dir} did not compile`);
}

/** Starts a Nest app's `script` on a free port and answers it (to stop) with its base URL once `/api/v1/<readyPath>` answers. */
export async function startBenchApp(name, script, { readyPath = 'auth/up', env }) {
  const port = await freePort();
  const service = startService(name, process.execPath, [script], {
    silent: true,
    env: { PORT: String(port), JWT_SECRET: BENCH_JWT_SECRET, NODE_ENV: 'test', REMINDERS_SCHEDULER: 'off', ...env },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForUrl(`${baseUrl}/api/v1/${readyPath}`, service);
  return { api: service, baseUrl };
}

/** Starts api/dist/main.js pointed at a local Paystack and answers it (to stop) with its base URL once it is up. */
export function startBenchApi({ mongodbUri, dbName, paystack }) {
  return startBenchApp('api', resolve(fromRoot('api'), 'dist', 'main.js'), {
    env: { MONGODB_URI: mongodbUri, MONGODB_DB: dbName, PAYSTACK_SECRET_KEY: paystack.env.PAYSTACK_SECRET_KEY, PAYSTACK_BASE_URL: paystack.url },
  });
}

/** Stops what a bench started, last first, and drops its throw-away database. */
export async function stopBench({ api, client, dbName, paystack, replicaSet }) {
  await api?.stop();
  await client.db(dbName).dropDatabase().catch(() => undefined);
  await client.close();
  await paystack.close();
  await replicaSet.close();
}
