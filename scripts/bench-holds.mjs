#!/usr/bin/env node
// Booking hold throughput (not a test: it prints, it does not fail on a target). See docs/performance/README.md.
// Usage: node scripts/bench-holds.mjs [--no-build] [--learners=50] [--mentors=10] [--slots=10] [--connections=50] [--duration=10]
// Seeds verified learners and listed mentors into a fresh single-node replica set (holds are written in a
// transaction), starts the built API on the local Paystack, and has every connection hold a random free-looking
// hour of a random mentor: POST /payments/mentorhour, as the wizard's Note step sends it (a hold starts no payment,
// decision 0075). Hours run out fast, so most answers become 409 "just taken": that is the contended path the unique
// index decides. A learner past the hold limits (4 unpaid bookings) is answered 429, counted apart.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { seedLearners, seedMentors } from './lib/bench-data.mjs';
import { benchOptions, buildUnlessTold, startBenchApi, stopBench } from './lib/bench-api-server.mjs';
import { startLocalPaystack } from './lib/local-paystack.mjs';
import { fromRoot } from './lib/paths.mjs';
import { startReplicaSet } from './lib/replica-set.mjs';

const options = benchOptions();
const LEARNERS = Number(options.learners ?? 50);
const MENTORS = Number(options.mentors ?? 10);
const SLOTS = Number(options.slots ?? 10);
const CONNECTIONS = Number(options.connections ?? 50);
const DURATION_S = Number(options.duration ?? 10);
const API_DIR = fromRoot('api');
const SECRET = 'sk_test_trail_bench_holds';

const { MongoClient, ObjectId } = createRequire(resolve(API_DIR, 'package.json'))('mongodb');
const shared = await import(pathToFileURL(fromRoot('shared', 'dist', 'index.js')).href);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

await buildUnlessTold(options);

const replicaSet = await startReplicaSet();
const paystack = await startLocalPaystack({ secretKey: SECRET });
const dbName = `trail-bench-holds-${process.pid}`;
const client = await MongoClient.connect(replicaSet.uri);
let api;
try {
  const db = client.db(dbName);
  console.log(`Seeding ${LEARNERS} learners and ${MENTORS} mentors × ${SLOTS} weekly slots …`);
  const learners = await seedLearners(db, ObjectId, { learners: LEARNERS, perLearner: 1, normaliseResourceUrl: shared.normaliseResourceUrl });
  await db.collection('users').updateMany({ role: 'user' }, { $set: { emailVerified: true } });
  await seedMentors(db, ObjectId, { mentors: MENTORS, slotsPerMentor: SLOTS, tracks: shared.MENTORSHIP_TRACKS, trackSlug: shared.trackSlug });
  const now = new Date();
  const mentors = (await db.collection('mentorprofiles').find().toArray()).map((profile) => ({
    mentorId: String(profile.user),
    hours: shared.slotOccurrences(profile.slots.map((slot) => ({ ...slot, _id: String(slot._id) })), { now, blockedDates: profile.blockedDates }),
  }));
  const offered = mentors.reduce((sum, mentor) => sum + mentor.hours.length, 0);

  let baseUrl;
  ({ api, baseUrl } = await startBenchApi({ mongodbUri: replicaSet.uri, dbName, paystack }));
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (request) => {
          const mentor = pick(mentors);
          const body = { mentorId: mentor.mentorId, occurrences: [pick(mentor.hours)], clarity: 'Bench: how do I start with SQL?' };
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${pick(learners).token}` };
          return { ...request, method: 'POST', path: '/api/v1/payments/mentorhour', headers, body: JSON.stringify(body) };
        },
      },
    ],
  });
  const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  console.log(`\nHolds: ${LEARNERS} learners on ${MENTORS} mentors (${offered} hours offered), ${CONNECTIONS} connections, ${DURATION_S} s`);
  console.table({
    'POST /payments/mentorhour': { 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, 'held (201)': codes['201'] ?? 0, 'just taken (409)': codes['409'] ?? 0, 'hold limit (429)': codes['429'] ?? 0, other: result.requests.total - (codes['201'] ?? 0) - (codes['409'] ?? 0) - (codes['429'] ?? 0), errors: result.errors },
  });
  // Requests still in flight when the clock stopped finish on the server; then the guard is checked:
  // never two active documents for one mentor hour.
  await new Promise((done) => setTimeout(done, 15_000));
  const doubled = await db
    .collection('meetings')
    .aggregate([{ $match: { active: true } }, { $group: { _id: { mentor: '$mentor', startsAt: '$startsAt' }, n: { $sum: 1 } } }, { $match: { n: { $gt: 1 } } }])
    .toArray();
  console.log(`active holds: ${await db.collection('meetings').countDocuments({ active: true })}; mentor hours held twice: ${doubled.length} (must be 0)`);
} finally {
  await stopBench({ api, client, dbName, paystack, replicaSet });
}
