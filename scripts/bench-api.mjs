#!/usr/bin/env node
// API speed benchmark (not a test: it prints, it does not fail on a target). See docs/performance/README.md.
// Usage: node scripts/bench-api.mjs [--no-build] [--per-learner=200,1000] [--learners=100] [--connections=50]
//        [--duration=10] [--mentors=50] [--slots=10] [--routes=<parts of routes' names, comma-separated>]
//        [--api-dir=<another checkout's api/, built>]
// Seeds a fresh MongoDB (the tests' kind: MONGODB_URI, or an embedded mongod), starts the built API, loads
// each hot route with autocannon and prints req/s, p50, p99 and the database commands each request sends;
// then sends those same commands straight to mongod at the same concurrency ("db alone"): the rate no API
// could pass on this machine and database, so "of db alone" is the share the API's own work leaves.
import { createHmac, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { recordedCommand, replayLoad } from './lib/command-replay.mjs';
import { json, load as loadRoute, pick, requestFor, waitForIdleDatabase, withBenchMongo } from './lib/api-load.mjs';
import { benchOptions, buildUnlessTold, startBenchApp } from './lib/bench-api-server.mjs';
import { BENCH_JWT_SECRET, seedLearners, seedMentors } from './lib/bench-data.mjs';
import { fromRoot } from './lib/paths.mjs';

const options = benchOptions();
const API_DIR = resolve(options['api-dir'] ?? fromRoot('api'));
const SIZES = (options['per-learner'] ?? '200,1000').split(',').map(Number);
const LEARNERS = Number(options.learners ?? 100);
const CONNECTIONS = Number(options.connections ?? 50);
const DURATION_S = Number(options.duration ?? 10);
const MENTORS = Number(options.mentors ?? 50);
const SLOTS_PER_MENTOR = Number(options.slots ?? 10);
/** Learners whose one request per route is counted and recorded. */
const COUNTED_LEARNERS = 20;

const fromApi = createRequire(resolve(API_DIR, 'package.json'));
const driver = fromApi('mongodb');
const { BSON, MongoClient, ObjectId } = driver;
const { MENTORSHIP_TRACKS, normaliseResourceUrl, trackSlug } = await import(pathToFileURL(resolve(API_DIR, '..', 'shared', 'dist', 'index.js')).href);

let nextSave = 0;

/** Paystack's webhooks are signed with the secret key; the bench API is given this one. */
const BENCH_PAYSTACK_SECRET = 'sk_test_trail_bench_only';
const paystackEnv = { PAYSTACK_SECRET_KEY: BENCH_PAYSTACK_SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' };

/** A new, correctly signed charge.success each time, as Paystack sends them: verified, stored once, acted on. */
function signedCharge() {
  const body = JSON.stringify({ event: 'charge.success', data: { reference: `bench-${randomUUID()}`, status: 'success', amount: 200_000, currency: 'NGN' } });
  const signature = createHmac('sha512', BENCH_PAYSTACK_SECRET).update(body).digest('hex');
  return { path: '/payments/webhook', method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body };
}

/** The hot routes, each as a function of a random learner's account. */
const ROUTES = [
  ['GET /learning?view=history&limit=50', () => ({ path: '/learning?view=history&limit=50' })],
  ['GET /learning?view=progress', () => ({ path: '/learning?view=progress' })],
  ['GET /learning/counts', () => ({ path: '/learning/counts' })],
  ['GET /learning/lookup', (account) => ({ path: `/learning/lookup?url=${encodeURIComponent(account.savedLink)}` })],
  ['POST /learning', () => {
    nextSave += 1;
    const id = randomUUID();
    return { path: '/learning', ...json({ title: `Bench save ${nextSave}`, link: `https://bench.example.org/${id}`, type: 'Article', saveId: id }) };
  }],
  ['PUT /learning/:id', (account) => ({ path: `/learning/${account.resourceId}`, method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ wishList: { state: Math.random() < 0.5 } }) })],
  ['GET /todo', () => ({ path: '/todo' })],
  ['GET /users/me', () => ({ path: '/users/me' })],
  // What every dashboard view asks: the profile without the ledger's balances.
  ['GET /users/me?balances=false', () => ({ path: '/users/me?balances=false' })],
  // Public: a random mentor's page, its slots turned into the next two weeks' occurrences.
  ['GET /meetings/singlementor/:username', () => ({ path: `/meetings/singlementor/${pick(mentorUsernames)}` })],
  // Paystack's side: webhook throughput (signature, the events inbox, the checkout lookup).
  ['POST /payments/webhook (charge.success)', () => signedCharge()],
];
const routeParts = options.routes?.split(',');
const routes = routeParts ? ROUTES.filter(([name]) => routeParts.some((part) => name.includes(part))) : ROUTES;
if (routes.length === 0) throw new Error(`No route's name contains "${options.routes}"`);

/** The seeded mentors' usernames (set per size, before any request). */
let mentorUsernames = [];

const load = (baseUrl, route, accounts) => loadRoute(baseUrl, route, accounts, { connections: CONNECTIONS, durationS: DURATION_S });

/**
 * The API in this process, on a connection with command monitoring: how many commands each route
 * sends a request, and the commands themselves, one request of each of the first learners.
 */
async function recordCommands(uri, dbName, accounts) {
  const savedEnv = { ...process.env };
  Object.assign(process.env, { MONGODB_URI: `${uri}${uri.includes('?') ? '&' : '?'}monitorCommands=true`, MONGODB_DB: dbName, JWT_SECRET: BENCH_JWT_SECRET, NODE_ENV: 'test', REMINDERS_SCHEDULER: 'off', ...paystackEnv });
  const { NestFactory } = fromApi('@nestjs/core');
  const { getConnectionToken } = fromApi('@nestjs/mongoose');
  const { AppModule } = fromApi('./dist/app.module');
  const { APP_OPTIONS, setUpApp } = fromApi('./dist/app.setup');
  const app = await NestFactory.create(AppModule, { ...APP_OPTIONS, logger: ['error'] });
  setUpApp(app);
  await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const client = app.get(getConnectionToken()).getClient();
  let sent = [];
  // A getMore counts only for a cursor a counted request opened: the API's change streams poll in the background.
  const opened = new Set();
  client.on('commandStarted', (event) => {
    if (event.databaseName !== dbName) return;
    if (event.commandName === 'getMore' && !opened.has(String(event.command.getMore))) return;
    sent.push(event.command);
  });
  client.on('commandSucceeded', (event) => {
    const cursor = event.commandName === 'getMore' ? undefined : event.reply?.cursor?.id;
    if (cursor !== undefined) opened.add(String(cursor));
  });
  const counted = accounts.slice(0, COUNTED_LEARNERS);
  const recorded = {};
  try {
    for (const [name, route] of routes) {
      const send = async (account) => {
        const { path, method, body, headers } = requestFor(() => route(account), [account]);
        const response = await fetch(baseUrl + path, { method, body, headers });
        if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
      };
      // Warms the token-version cache, as a signed-in learner's first request does.
      for (const account of counted) await send(account);
      const requests = [];
      for (const account of counted) {
        sent = [];
        await send(account);
        requests.push(sent);
      }
      recorded[name] = {
        commandsPerRequest: requests.reduce((sum, commands) => sum + commands.length, 0) / requests.length,
        requests: requests.map((commands) => commands.map((command) => recordedCommand(command, BSON)).filter(Boolean)),
      };
    }
  } finally {
    await app.close();
    process.env = savedEnv;
  }
  return recorded;
}

async function benchSize(uri, perLearner) {
  const dbName = `trail-bench-${perLearner}-${process.pid}`;
  const client = await MongoClient.connect(uri);
  console.log(`\nSeeding ${LEARNERS} learners × ${perLearner} resources …`);
  const accounts = await seedLearners(client.db(dbName), ObjectId, { learners: LEARNERS, perLearner, normaliseResourceUrl });
  // --mentors=0 seeds none: a build from before mentors existed can be measured on the learner routes.
  if (MENTORS > 0) {
    console.log(`Seeding ${MENTORS} mentors × ${SLOTS_PER_MENTOR} weekly slots …`);
    mentorUsernames = await seedMentors(client.db(dbName), ObjectId, { mentors: MENTORS, slotsPerMentor: SLOTS_PER_MENTOR, tracks: MENTORSHIP_TRACKS, trackSlug });
  }
  const rows = [];
  for (const [name, route] of routes) {
    process.stdout.write(`  ${name} …`);
    // A fresh API per route, and a pause for the database: requests a slow route left unanswered must not
    // queue ahead of the next route's (they time out in autocannon but keep the server busy).
    const { api, baseUrl } = await startBenchApp('api', resolve(API_DIR, 'dist', 'main.js'), { env: { MONGODB_URI: uri, MONGODB_DB: dbName, ...paystackEnv } });
    try {
      rows.push({ name, ...(await load(baseUrl, route, accounts)) });
    } finally {
      await api.stop();
    }
    await waitForIdleDatabase(client);
    process.stdout.write(' done\n');
  }
  const recorded = await recordCommands(uri, dbName, accounts);
  // The same commands again, straight to mongod: what each route would answer if the API cost nothing.
  for (const row of rows) {
    row.databaseAlone = await replayLoad(driver, uri, dbName, recorded[row.name].requests, { connections: CONNECTIONS, durationS: DURATION_S });
    await waitForIdleDatabase(client);
  }
  await client.db(dbName).dropDatabase();
  await client.close();
  console.log(`\n${LEARNERS} learners × ${perLearner} resources, ${MENTORS} mentors × ${SLOTS_PER_MENTOR} slots, ${CONNECTIONS} connections, ${DURATION_S} s per route (${API_DIR})`);
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        row.name,
        {
          'req/s': Math.round(row.rps),
          'p50 ms': row.p50,
          'p99 ms': row.p99,
          'db commands/req': recorded[row.name].commandsPerRequest,
          failed: row.failed,
          'db alone req/s': row.databaseAlone === undefined ? '–' : Math.round(row.databaseAlone),
          'of db alone': row.databaseAlone === undefined ? '–' : `${Math.round((100 * row.rps) / row.databaseAlone)} %`,
        },
      ]),
    ),
  );
}

await buildUnlessTold(options, resolve(API_DIR, '..'));
await withBenchMongo(async (uri) => {
  for (const perLearner of SIZES) await benchSize(uri, perLearner);
});
