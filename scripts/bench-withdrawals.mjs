#!/usr/bin/env node
// Withdrawal latency under contention (not a test: it prints, it does not fail on a target). See docs/performance/README.md.
// Usage: node scripts/bench-withdrawals.mjs [--no-build] [--concurrent=50] [--rounds=5] [--balance=10000]
// Each round seeds a fresh verified mentor with `balance` naira of earnings (a payment's ledger entries) and
// bank details (a recipient made at the local Paystack), then fires `concurrent` POST /payments/transfer at
// once, each asking for the whole balance: exactly one must win, the rest are refused by the ledger's guard.
import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { signToken } from './lib/bench-data.mjs';
import { benchOptions, buildUnlessTold, startBenchApi, stopBench } from './lib/bench-api-server.mjs';
import { startLocalPaystack } from './lib/local-paystack.mjs';
import { fromRoot } from './lib/paths.mjs';
import { startReplicaSet } from './lib/replica-set.mjs';

const options = benchOptions();
const CONCURRENT = Number(options.concurrent ?? 50);
const ROUNDS = Number(options.rounds ?? 5);
const BALANCE_KOBO = Number(options.balance ?? 10_000) * 100;
const API_DIR = fromRoot('api');
const SECRET = 'sk_test_trail_bench_withdrawals';

const { MongoClient, ObjectId } = createRequire(resolve(API_DIR, 'package.json'))('mongodb');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

await buildUnlessTold(options);

/** A verified mentor with earnings in the ledger (as a paid hour leaves them) and a Paystack transfer recipient. */
async function seedMentor(db, paystackUrl, round) {
  const userId = new ObjectId();
  const now = new Date();
  await db.collection('users').insertOne({
    _id: userId, email: `bench-withdraw-${round}@example.com`, password: 'not-a-real-hash', firstName: 'Bench', lastName: `Mentor ${round}`,
    role: 'mentor', emailVerified: true, tokenVersion: 0, totalBalance: 0, mentorBalance: 0, extension: 'inactive',
    reminder: { gmail: false, whatsapp: false }, createdAt: now, updatedAt: now, __v: 0,
  });
  const earnings = `user:${userId}:earnings`;
  await db.collection('ledgerentries').insertMany([
    { reference: `bench-${round}:received`, kind: 'payment_received', debit: 'external:paystack', credit: 'platform:clearing', amountKobo: BALANCE_KOBO, reason: 'Bench payment', createdAt: now },
    { reference: `bench-${round}:mentor`, kind: 'mentor_credit', debit: 'platform:clearing', credit: earnings, amountKobo: BALANCE_KOBO, reason: 'Bench earning', createdAt: now },
  ]);
  const accounts = db.collection('ledgeraccounts');
  await accounts.updateOne({ account: 'external:paystack' }, { $inc: { balanceKobo: -BALANCE_KOBO, 'totals.payment_received': -BALANCE_KOBO } }, { upsert: true });
  await accounts.updateOne({ account: 'platform:clearing' }, { $inc: { 'totals.payment_received': BALANCE_KOBO, 'totals.mentor_credit': -BALANCE_KOBO, balanceKobo: 0 } }, { upsert: true });
  await accounts.insertOne({ account: earnings, balanceKobo: BALANCE_KOBO, totals: { mentor_credit: BALANCE_KOBO } });
  const accountNumber = String(1_000_000_000 + round);
  const recipient = await fetch(`${paystackUrl}/transferrecipient`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'nuban', name: 'Bench Mentor', account_number: accountNumber, bank_code: '058', currency: 'NGN' }),
  }).then((res) => res.json());
  await db.collection('bankaccounts').insertOne({
    user: userId, accountName: recipient.data.details.account_name, accountNumber, bankName: recipient.data.details.bank_name, bankCode: '058',
    recipientCode: recipient.data.recipient_code, createdAt: now, updatedAt: now, __v: 0,
  });
  return { userId, earnings, token: signToken(String(userId)) };
}

const replicaSet = await startReplicaSet();
const paystack = await startLocalPaystack({ secretKey: SECRET, transferDelayMs: 60_000 });
const dbName = `trail-bench-withdrawals-${process.pid}`;
const client = await MongoClient.connect(replicaSet.uri);
let api;
try {
  const db = client.db(dbName);
  let baseUrl;
  ({ api, baseUrl } = await startBenchApi({ mongodbUri: replicaSet.uri, dbName, paystack }));
  const latencies = [];
  const tally = { won: 0, refused: 0, other: 0, roundsWithOneWinner: 0, negativeBalances: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    const mentor = await seedMentor(db, paystack.url, round);
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const started = performance.now();
        const res = await fetch(`${baseUrl}/api/v1/payments/transfer`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${mentor.token}` },
          body: JSON.stringify({ amount: BALANCE_KOBO / 100 }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        return res.status;
      }),
    );
    const won = statuses.filter((status) => status >= 200 && status < 300).length;
    const refused = statuses.filter((status) => status === 400).length;
    Object.assign(tally, { won: tally.won + won, refused: tally.refused + refused, other: tally.other + statuses.length - won - refused });
    if (won === 1) tally.roundsWithOneWinner += 1;
    if ((await db.collection('ledgeraccounts').findOne({ account: mentor.earnings })).balanceKobo < 0) tally.negativeBalances += 1;
  }
  const sorted = latencies.sort((a, b) => a - b);
  console.log(`\nWithdrawals: ${ROUNDS} rounds of ${CONCURRENT} concurrent POST /payments/transfer, each for the whole balance (₦${BALANCE_KOBO / 100})`);
  console.table({
    'POST /payments/transfer': {
      'p50 ms': Math.round(percentile(sorted, 50)), 'p99 ms': Math.round(percentile(sorted, 99)), 'max ms': Math.round(sorted.at(-1)),
      'won (2xx)': tally.won, 'refused (400)': tally.refused, other: tally.other,
    },
  });
  console.log(`rounds with exactly one winner: ${tally.roundsWithOneWinner} of ${ROUNDS} (must be all); balances below zero: ${tally.negativeBalances} (must be 0)`);
} finally {
  await stopBench({ api, client, dbName, paystack, replicaSet });
}
