import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalPaystack } from './local-paystack.mjs';
import { useProvisionedMongod } from './mongodb-binary.mjs';
import { fromRoot } from './paths.mjs';
import { pnpmBinary } from './pnpm.mjs';
import { startService, waitForUrl } from './processes.mjs';
import { startReplicaSet } from './replica-set.mjs';

/** A port nobody is listening on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the product: the built API (on MONGODB_URI, or on an embedded mongod keeping
 * its files in dataDir) and the dashboard, served by Vite with /api proxied to the API.
 *
 * - `dashboard: 'dev'` runs Vite's dev server (npm start); `'preview'` serves the
 *   production build in dashboard/dist (end-to-end tests).
 * - `fresh: true` gives the run a database of its own: a new database name on MONGODB_URI, or on a
 *   MongoDB the stack starts itself (not the API's embedded one, so that a tool such as
 *   `npm run admin`, given `env`, can reach the same database while the API runs).
 * - `paystack: 'local'` starts the local Paystack stand-in on a free port and points the API at it
 *   (no real money; its checkout offers Pay, Fail and Abandon); `'env'` leaves PAYSTACK_* to the
 *   environment. A fresh stack defaults to the stand-in, so end-to-end tests can pay and withdraw.
 */
export async function startStack({
  apiPort = 5000,
  dashboardPort = 5173,
  dashboard = 'dev',
  fresh = false,
  silent = false,
  paystack = fresh ? 'local' : 'env',
} = {}) {
  useProvisionedMongod();
  const localPaystack = paystack === 'local' ? await startLocalPaystack({ port: await freePort() }) : undefined;
  // A fresh stack's data folder: its outbox and stored files (its database is MongoDB's, below).
  const tempDir = fresh ? await mkdtemp(join(tmpdir(), 'trail-stack-')) : undefined;
  const dashboardUrl = `http://localhost:${dashboardPort}`;
  const apiUrl = `http://localhost:${apiPort}/api/v1`;
  const mongod = fresh && !process.env.MONGODB_URI ? await startReplicaSet() : undefined;
  const mongodbUri = mongod?.uri ?? process.env.MONGODB_URI;
  const dbName = fresh ? `trail-e2e-${randomUUID().slice(0, 8)}` : undefined;

  // A fresh stack signs its sessions with a secret of its own (the API refuses a database without
  // one), the same across API restarts so tokens outlive them.
  const jwtSecret = process.env.JWT_SECRET ?? randomBytes(48).toString('base64url');

  // Where the API keeps its data; a command run with it (npm run admin) works on the same accounts.
  const dataEnv = fresh
    ? {
        // A test stack ignores the developer's .env, so it never touches their database.
        NODE_ENV: 'test',
        JWT_SECRET: jwtSecret,
        DATA_DIR: tempDir,
        MONGODB_URI: mongodbUri,
        MONGODB_DB: dbName,
      }
    : {};

  const launchApi = () => startService('api', process.execPath, [fromRoot('api', 'dist', 'main.js')], {
    silent,
    env: { PORT: String(apiPort), DASHBOARD_URL: dashboardUrl, ...dataEnv, ...localPaystack?.env },
  });
  if (localPaystack) localPaystack.webhookUrl = `${apiUrl}/payments/webhook`;
  let api = launchApi();
  const web = startService(
    'dashboard',
    await pnpmBinary(),
    ['--filter', '@trail/dashboard', 'exec', 'vite', ...(dashboard === 'preview' ? ['preview'] : []), '--port', String(dashboardPort), '--strictPort'],
    { silent, env: { API_PROXY_TARGET: `http://localhost:${apiPort}` } },
  );

  async function stop() {
    await Promise.all([web.stop(), api.stop()]);
    await Promise.all([localPaystack?.close(), mongod?.close()]);
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }

  /** Stops only the API (its data stays), e.g. to test what clients do while it is down. */
  const stopApi = () => api.stop();
  /** Starts the API again on the same port and database, resolving once it answers. */
  async function startApi() {
    api = launchApi();
    await waitForUrl(`${apiUrl}/auth/up`, api);
  }

  try {
    await Promise.all([waitForUrl(`${apiUrl}/auth/up`, api), waitForUrl(dashboardUrl, web)]);
  } catch (error) {
    await stop();
    throw error;
  }
  // Without SMTP_HOST the API keeps every mail here (.eml and .json).
  const outboxDir = join(tempDir ?? fromRoot('.data'), 'outbox');
  return { apiUrl, dashboardUrl, outboxDir, env: dataEnv, paystack: localPaystack, stop, stopApi, startApi };
}
