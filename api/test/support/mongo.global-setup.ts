import { randomBytes } from 'node:crypto';
import { MongoMemoryReplSet } from 'mongodb-memory-server-core';

declare global {
  var __TRAIL_MONGOD__: MongoMemoryReplSet | undefined;
}

/**
 * One real mongod for the whole run: MONGODB_URI when set, otherwise an embedded single-node
 * replica set (like production's, so transactions and change streams work; MONGOMS_SYSTEM_BINARY
 * picks the binary). Each test file then works in a database of its own (see create-test-app.ts).
 */
export default async function globalSetup(): Promise<void> {
  // The API refuses a database without a strong secret; each run makes its own.
  process.env.JWT_SECRET ??= randomBytes(48).toString('base64url');
  if (process.env.MONGODB_URI) {
    process.env.TRAIL_TEST_MONGODB_URI = process.env.MONGODB_URI;
    return;
  }
  const replSet = await MongoMemoryReplSet.create({
    replSet: { count: 1, storageEngine: 'wiredTiger' },
    instanceOpts: [{ launchTimeout: 120_000 }],
  }).catch((error: unknown) => {
    throw new Error(
      `No MongoDB for the tests: ${error instanceof Error ? error.message : String(error)}\n` +
        'Run them through `npm test` at the repository root, or set MONGODB_URI (a replica set), or set ' +
        'MONGOMS_SYSTEM_BINARY where MongoDB cannot be downloaded (bash .ci/provision-mongodb.sh prints one).',
    );
  });
  globalThis.__TRAIL_MONGOD__ = replSet;
  process.env.TRAIL_TEST_MONGODB_URI = replSet.getUri();
}
