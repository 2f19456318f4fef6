#!/usr/bin/env node
// Trail's API beside a plain NestJS + mongoose + passport-jwt app (api/bench/plain-nest), as issue 17 measures
// them: one MongoDB, the same seeded learners, the same tokens, alternating rounds of each route so a machine
// that gets busier or quieter weighs on both alike. Not a test: it prints medians and ratios (docs/performance/README.md).
// Usage: node scripts/bench-api-vs-plain.mjs [--no-build] [--per-learner=200,1000] [--learners=100]
//        [--connections=50] [--duration=10] [--rounds=3]
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { json, load, median, waitForIdleDatabase, withBenchMongo } from './lib/api-load.mjs';
import { benchOptions, buildUnlessTold, compileBenchApp, startBenchApp } from './lib/bench-api-server.mjs';
import { seedLearners } from './lib/bench-data.mjs';
import { fromRoot } from './lib/paths.mjs';

const options = benchOptions();
const SIZES = (options['per-learner'] ?? '200,1000').split(',').map(Number);
const LEARNERS = Number(options.learners ?? 100);
const LOAD = { connections: Number(options.connections ?? 50), durationS: Number(options.duration ?? 10) };
const ROUNDS = Number(options.rounds ?? 3);
const PLAIN_DIR = fromRoot('api', 'bench', 'plain-nest');

const fromApi = createRequire(fromRoot('api', 'package.json'));
const { MongoClient, ObjectId } = fromApi('mongodb');
const { normaliseResourceUrl } = await import(pathToFileURL(fromRoot('shared', 'dist', 'index.js')).href);

let saves = 0;
/** The two routes the issue compares; both apps answer the same paths and bodies. */
const ROUTES = [
  ['GET /learning?view=history&limit=50', () => ({ path: '/learning?view=history&limit=50' })],
  ['POST /learning', () => {
    saves += 1;
    const id = randomUUID();
    return { path: '/learning', ...json({ title: `Bench save ${saves}`, link: `https://bench.example.org/${id}`, type: 'Article', saveId: id }) };
  }],
];

const startApp = (name, script, env) => startBenchApp(name, script, { readyPath: name === 'trail' ? 'auth/up' : 'up', env });

async function benchSize(uri, perLearner) {
  const dbName = `trail-bench-vs-plain-${perLearner}-${process.pid}`;
  const client = await MongoClient.connect(uri);
  console.log(`\nSeeding ${LEARNERS} learners × ${perLearner} resources …`);
  const accounts = await seedLearners(client.db(dbName), ObjectId, { learners: LEARNERS, perLearner, normaliseResourceUrl });
  const env = { MONGODB_URI: uri, MONGODB_DB: dbName };
  // Trail first: it builds the collection's indexes, which the plain app then also uses.
  const trail = await startApp('trail', fromRoot('api', 'dist', 'main.js'), env);
  const plain = await startApp('plain', `${PLAIN_DIR}/dist/main.js`, env);
  const rows = {};
  try {
    for (const [name, route] of ROUTES) {
      const runs = { trail: [], plain: [] };
      for (let round = 1; round <= ROUNDS; round += 1) {
        process.stdout.write(`  ${name}, round ${round}/${ROUNDS} …`);
        for (const [app, { baseUrl }] of [['trail', trail], ['plain', plain]]) {
          runs[app].push(await load(baseUrl, route, accounts, LOAD));
          await waitForIdleDatabase(client);
        }
        process.stdout.write(' done\n');
      }
      const of = (app, key) => median(runs[app].map((result) => result[key]));
      rows[name] = {
        'Trail req/s': Math.round(of('trail', 'rps')),
        'plain req/s': Math.round(of('plain', 'rps')),
        'req/s ×': Number((of('trail', 'rps') / of('plain', 'rps')).toFixed(2)),
        'Trail p99 ms': of('trail', 'p99'),
        'plain p99 ms': of('plain', 'p99'),
        'p99 ×': Number((of('trail', 'p99') / of('plain', 'p99')).toFixed(2)),
        failed: runs.trail.reduce((sum, r) => sum + r.failed, 0) + runs.plain.reduce((sum, r) => sum + r.failed, 0),
      };
    }
  } finally {
    await trail.api.stop();
    await plain.api.stop();
    await client.db(dbName).dropDatabase();
    await client.close();
  }
  console.log(`\nTrail against the plain app: ${LEARNERS} learners × ${perLearner} resources, ${LOAD.connections} connections, ${ROUNDS} alternating rounds of ${LOAD.durationS} s (medians; × is Trail ÷ plain)`);
  console.table(rows);
}

await buildUnlessTold(options);
await compileBenchApp(PLAIN_DIR);
await withBenchMongo(async (uri) => {
  for (const perLearner of SIZES) await benchSize(uri, perLearner);
});
