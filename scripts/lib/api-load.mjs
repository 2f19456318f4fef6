import autocannon from 'autocannon';
import { startReplicaSet } from './replica-set.mjs';

export const pick = (accounts) => accounts[Math.floor(Math.random() * accounts.length)];
export const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** One request of `route` (a function of an account) as a random learner sends it, gzip accepted. */
export function requestFor(route, accounts) {
  const account = pick(accounts);
  const { path, method = 'GET', headers = {}, body } = route(account);
  return { path: `/api/v1${path}`, method, body, headers: { ...headers, authorization: `Bearer ${account.token}`, 'accept-encoding': 'gzip' } };
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Loads one route with autocannon: req/s, p50 and p99 of the answered requests, and how many failed. */
export async function load(baseUrl, route, accounts, { connections, durationS }) {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    requests: [{ setupRequest: (request) => ({ ...request, ...requestFor(route, accounts) }) }],
  });
  // `failed` counts non-2xx answers and requests that timed out.
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

/** Waits until the server runs none of the bench's operations (up to a minute). */
export async function waitForIdleDatabase(client) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { inprog } = await client.db('admin').command({ currentOp: 1, active: true, ns: { $regex: '^trail-bench-' } });
    if (inprog.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Runs `bench(uri)` on MONGODB_URI, else on an embedded mongod of the tests' and production's kind, a
 * one-node replica set (so change streams and transactions work as they do there), stopped afterwards.
 */
export async function withBenchMongo(bench) {
  const replicaSet = process.env.MONGODB_URI ? undefined : await startReplicaSet();
  try {
    await bench(process.env.MONGODB_URI ?? replicaSet.uri);
  } finally {
    await replicaSet?.close();
  }
}
