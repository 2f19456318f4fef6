#!/usr/bin/env node
// What Trail's fixed stack costs before any of Trail's own code: the same read as `GET /users/me?balances=false`
// (the user's record by `_id`) served by NestJS alone, then with @nestjs/passport's JWT guard, then through
// mongoose (api/bench/stack-floor), beside Trail's API and the database alone, in alternating rounds.
// Each app's rate is shown as a share of what the database answers with no API in between: the ceiling
// any API has on this machine. Not a test: it prints medians (docs/performance/runs/2026-11-27-api-stack-floor.md).
// Usage: node scripts/bench-stack-floor.mjs [--no-build] [--per-learner=200] [--learners=100]
//        [--connections=50] [--duration=10] [--rounds=3]
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { load, median, waitForIdleDatabase, withBenchMongo } from './lib/api-load.mjs';
import { benchOptions, buildUnlessTold, compileBenchApp, startBenchApp } from './lib/bench-api-server.mjs';
import { seedLearners } from './lib/bench-data.mjs';
import { replayLoad } from './lib/command-replay.mjs';
import { fromRoot } from './lib/paths.mjs';

const options = benchOptions();
// `npm run bench` passes every API bench the same options: of a list of sizes, the first.
const PER_LEARNER = Number((options['per-learner'] ?? '200').split(',')[0]);
const LEARNERS = Number(options.learners ?? 100);
const LOAD = { connections: Number(options.connections ?? 50), durationS: Number(options.duration ?? 10) };
const ROUNDS = Number(options.rounds ?? 3);
const FLOOR_DIR = fromRoot('api', 'bench', 'stack-floor');

const fromApi = createRequire(fromRoot('api', 'package.json'));
const driver = fromApi('mongodb');
const { normaliseResourceUrl } = await import(pathToFileURL(fromRoot('shared', 'dist', 'index.js')).href);

const ownRecord = () => ({ path: '/users/me?balances=false' });
/** The layers, each adding one part of the stack to the one before; Trail adds its own code and hardening. */
const APPS = [
  ['NestJS, token unchecked', 'nest'],
  ['+ @nestjs/passport (JWT)', 'passport'],
  ['+ mongoose (lean)', 'mongoose'],
  ["Trail's API", 'trail'],
];

function startApp(layer, env) {
  const script = layer === 'trail' ? fromRoot('api', 'dist', 'main.js') : `${FLOOR_DIR}/dist/main.js`;
  return startBenchApp(layer, script, { readyPath: layer === 'trail' ? 'auth/up' : 'up', env: { FLOOR_LAYER: layer, ...env } });
}

/** The read each app makes, as one command per request, for the database alone. */
function ownRecordCommands(accounts) {
  return accounts.map((account) => [
    { command: { find: 'users', filter: { _id: new driver.ObjectId(account.id) }, projection: { password: 0 }, limit: 1, singleBatch: true }, retryable: false },
  ]);
}

async function bench(uri) {
  const dbName = `trail-bench-floor-${process.pid}`;
  const client = await driver.MongoClient.connect(uri);
  console.log(`\nSeeding ${LEARNERS} learners × ${PER_LEARNER} resources …`);
  const accounts = await seedLearners(client.db(dbName), driver.ObjectId, { learners: LEARNERS, perLearner: PER_LEARNER, normaliseResourceUrl });
  const runs = Object.fromEntries([['database alone'], ...APPS].map(([name]) => [name, []]));
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      process.stdout.write(`  round ${round}/${ROUNDS} …`);
      const alone = await replayLoad(driver, uri, dbName, ownRecordCommands(accounts), LOAD);
      runs['database alone'].push({ rps: alone, p99: undefined, failed: 0, alone });
      await waitForIdleDatabase(client);
      // One app at a time: an idle app still holds its connections and, for Trail, its change streams.
      for (const [name, layer] of APPS) {
        const app = await startApp(layer, { MONGODB_URI: uri, MONGODB_DB: dbName });
        try {
          runs[name].push({ ...(await load(app.baseUrl, ownRecord, accounts, LOAD)), alone });
        } finally {
          await app.api.stop();
        }
        await waitForIdleDatabase(client);
      }
      process.stdout.write(' done\n');
    }
  } finally {
    await client.db(dbName).dropDatabase();
    await client.close();
  }
  console.log(`\nThe user's own record by _id: ${LEARNERS} learners × ${PER_LEARNER} resources, ${LOAD.connections} connections, ${ROUNDS} alternating rounds of ${LOAD.durationS} s (medians)`);
  console.table(
    Object.fromEntries(
      Object.entries(runs).map(([name, results]) => [
        name,
        {
          'req/s': Math.round(median(results.map((r) => r.rps))),
          'p99 ms': results[0].p99 === undefined ? '–' : median(results.map((r) => r.p99)),
          'of db alone': `${Math.round(100 * median(results.map((r) => r.rps / r.alone)))} %`,
          failed: results.reduce((sum, r) => sum + r.failed, 0),
        },
      ]),
    ),
  );
}

await buildUnlessTold(options);
await compileBenchApp(FLOOR_DIR);
await withBenchMongo(bench);
